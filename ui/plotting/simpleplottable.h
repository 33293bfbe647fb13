#pragma once

#include <qcustomplot.h>

#include <optional>

namespace pe::ui {

/// The overrides QCPAbstractPlottable requires, once, for plottables that are drawn but never
/// selected (cell grids, step bars, coloured points, bands): not selectable, selectTest() misses,
/// the key and value ranges come from range() (std::nullopt when there is no data), and the
/// legend icon is the rectangle filled with brush(). Subclasses implement draw() and range().
class SimplePlottable : public QCPAbstractPlottable {
    Q_OBJECT
public:
    SimplePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    enum class Along { Keys, Values };
    /// The keys or values the data covers, or std::nullopt when there is none.
    virtual std::optional<QCPRange> range(Along along) const = 0;

    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;
};

/// The range that covers span(item) for every item, or std::nullopt when there are none.
template <class Items, class Span> std::optional<QCPRange> unitedRange(const Items& items, Span span)
{
    std::optional<QCPRange> out;
    for (const auto& item : items) {
        const QCPRange r = span(item);
        if (out)
            out->expand(r);
        else
            out = r;
    }
    return out;
}

} // namespace pe::ui
