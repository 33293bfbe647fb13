#pragma once

#include "ui/plotting/simpleplottable.h"

#include <QVector>

namespace pe::ui {

/// Rectangles in plot coordinates, each with its own fill and an optional centred text, drawn at
/// the text font only when every cell of its group holds its text (the coloured counting table):
/// never smaller.
/// Vector shapes, so SVG and PDF exports stay sharp; on screen the texts come from a cache.
class CellGrid : public SimplePlottable {
    Q_OBJECT
public:
    struct Cell {
        QRectF rect; ///< x = key range, y = value range, in plot coordinates
        QColor fill;
        QString text;
        QColor textColour;
        int group = 0; ///< texts of a group are drawn only if every one of them fits its cell
    };

    CellGrid(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setCells(QVector<Cell> cells) { m_cells = std::move(cells); }
    const QVector<Cell>& cells() const { return m_cells; }
    void setTextFont(const QFont& font) { m_font = font; }
    QFont textFont() const { return m_font; }
    /// The size in pixels the axes' present ranges need for every text of `group` to show.
    QSizeF leastSize(int group);
    /// A text's cell is at least this many of its lines tall.
    static constexpr double kLineShare = 0.9;

protected:
    void draw(QCPPainter* painter) override;
    std::optional<QCPRange> range(Along along) const override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QVector<Cell> m_cells;
    QFont m_font;
};

} // namespace pe::ui
