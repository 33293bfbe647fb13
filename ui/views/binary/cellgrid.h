#pragma once

#include "ui/plotting/cachedtext.h"

#include <qcustomplot.h>

#include <QVector>

namespace pe::ui {

/// Rectangles in plot coordinates, each with its own fill and an optional centred text that
/// is drawn only when the cell is large enough to hold it (the coloured counting table).
/// Vector shapes, so SVG and PDF exports stay sharp; on screen the texts come from a cache.
class CellGrid : public QCPAbstractPlottable {
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

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QVector<Cell> m_cells;
    QFont m_font;
    CachedTextLines m_text; ///< the cells' texts, laid out once
};

} // namespace pe::ui
