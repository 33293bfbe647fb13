#pragma once

#include <QComboBox>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace pe::ui {

/// A combo box that ends a choice longer than itself with "…", where QComboBox cuts it off
/// mid-letter ("Imprimée : sans DC, tout à" in a Parameters panel of 500 px); its list shows
/// every choice whole.
class ElidedComboBox : public QComboBox {
    Q_OBJECT
public:
    using QComboBox::QComboBox;

    /// The width the box has for its text (its edit field, less the current icon).
    int textRoom() const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        return textRoom(option);
    }
    /// The current choice as the box shows it.
    QString shownText() const { return fontMetrics().elidedText(currentText(), Qt::ElideRight, textRoom()); }

protected:
    /// As QComboBox::paintEvent, with the text elided.
    void paintEvent(QPaintEvent*) override
    {
        QStylePainter painter(this);
        painter.setPen(palette().color(QPalette::Text));
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        if (currentIndex() < 0 && !placeholderText().isEmpty()) {
            option.palette.setBrush(QPalette::ButtonText, option.palette.placeholderText());
            option.currentText = placeholderText();
        }
        option.currentText = fontMetrics().elidedText(option.currentText, Qt::ElideRight, textRoom(option));
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }

private:
    int textRoom(const QStyleOptionComboBox& option) const
    {
        const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
        // (QCommonStyle draws the label a pixel in from the field's edges, past the icon)
        const int icon = option.currentIcon.isNull() ? 0 : option.iconSize.width() + 4;
        return field.width() - 2 - icon;
    }
};

} // namespace pe::ui
