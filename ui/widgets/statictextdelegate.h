#pragma once

#include <QStyledItemDelegate>

namespace pe::ui {

/// An item delegate for tables of plain one-line texts (numbers) that draws each cell's text
/// from a cached, pre-laid-out QStaticText (textmetrics::line): the default delegate lays the text out again
/// (QTextLayout, font shaping) for every visible cell on every repaint, which for a table of
/// numbers updated many times a second costs more than everything else in the repaint.
/// Selection, alternate rows, focus, alignment and foreground colours look as with
/// QStyledItemDelegate. Cells with icons, check boxes, several lines or text too wide for the
/// cell (elided), and painters that do not paint pixels (SVG, PDF, printers), take the
/// default path.
class StaticTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace pe::ui
