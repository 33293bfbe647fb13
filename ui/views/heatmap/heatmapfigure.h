#pragma once
// The teaching annotations of the heatmap (--annotate): where the fast and the slow dimensions
// are, with their wavelengths, and the first positions.

#include "core/formula/params.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QCustomPlot;
class QCPAbstractItem;
class QCPItemLine;
class QCPItemRect;
class QCPItemText;

namespace pe::ui {

class HeatmapAnnotations {
    Q_DECLARE_TR_FUNCTIONS(HeatmapAnnotations)
public:
    explicit HeatmapAnnotations(QCustomPlot* plot);

    /// Places the labels for `params` (sinusoidal), positions horizontal unless transposed;
    /// hides them when `visible` is false.
    void update(const core::EncodingParams& params, bool transposed, bool visible);

private:
    /// A label and an arrow named `name` (tests find them by it).
    QCPItemText* addLabel(const QString& name);
    QCPItemLine* addArrow(const QString& name);

    QCustomPlot* m_plot;
    QCPItemText* m_fast;
    QCPItemText* m_slow;
    QCPItemText* m_first;
    QCPItemLine* m_fastArrow;
    QCPItemLine* m_fastArrow2; ///< the cosines of pair 0 in the concatenated layout
    QCPItemLine* m_slowArrow;
    QCPItemLine* m_slowArrow2; ///< the sines of the last pair in the concatenated layout
    QCPItemLine* m_firstArrow;
    QCPItemRect* m_firstBox;
    QList<QCPAbstractItem*> m_items;
};

} // namespace pe::ui
