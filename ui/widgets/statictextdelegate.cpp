#include "ui/widgets/statictextdelegate.h"

#include "ui/plotting/textmetrics.h"

#include <QApplication>
#include <QPaintEngine>
#include <QPainter>

namespace pe::ui {

void StaticTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QPaintEngine* engine = painter->paintEngine();
    const bool pixels =
        engine && engine->type() == QPaintEngine::Raster && painter->transform().type() <= QTransform::TxTranslate;
    // Word wrap (on by default in tables) changes nothing for a text that fits on one line.
    const auto simple =
        QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::Alternate | QStyleOptionViewItem::WrapText;
    const bool plain = (opt.features & ~simple) == 0;
    if (!pixels || !plain || opt.text.contains(QLatin1Char('\n'))) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = opt.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    // Where and in which colour the style would put the text.
    // Without icon and check box the style gives the text the whole cell (asking it with
    // SE_ItemViewItemText would lay the text out to measure it).
    QRect room = opt.rect;
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    room.adjust(margin, 0, -margin, 0);
    const QStaticText st = textmetrics::line(opt.font, opt.text);
    const QSize size = st.size().toSize();
    if (size.width() > room.width()) {
        QStyledItemDelegate::paint(painter, option, index); // elided by the style
        return;
    }
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled)  ? QPalette::Disabled
                                       : !(opt.state & QStyle::State_Active) ? QPalette::Inactive
                                                                             : QPalette::Normal;
    const QColor colour =
        opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
    // The background, selection and focus frame as the style draws them, without the text.
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    // An unselected cell without focus or background of its own has nothing but its text (the
    // view paints the row's alternating colour).
    if ((opt.state & (QStyle::State_Selected | QStyle::State_HasFocus)) || opt.backgroundBrush.style() != Qt::NoBrush)
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    const QRect place = QStyle::alignedRect(opt.direction, opt.displayAlignment, size, room);
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(colour);
    painter->drawStaticText(place.topLeft(), st);
    painter->restore();
}

} // namespace pe::ui
