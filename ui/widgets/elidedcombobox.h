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

    /// The current choice as the box shows it.
    QString shownText() const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        return shownText(option);
    }

protected:
    /// As QComboBox::paintEvent, with the text elided.
    void paintEvent(QPaintEvent*) override
    {
        QStylePainter painter(this);
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        option.currentText = shownText(option);
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }

private:
    QString shownText(const QStyleOptionComboBox& option) const
    {
        const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
        // (the label is drawn a few pixels in from the field's edges)
        return fontMetrics().elidedText(option.currentText, Qt::ElideRight, field.width() - 4);
    }
};

} // namespace pe::ui
