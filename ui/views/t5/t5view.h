#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/t5/t5frame.h"

namespace pe::ui {

/// T5's relative position buckets: which learned bias each offset between a query and a key
/// uses (exact for short distances, logarithmic up to the max distance, shared beyond), as a
/// step plot over the offset and as the query x key matrix of buckets.
/// Tests find the step plot ("steps") and the matrix ("matrix", "matrixMap") by objectName.
class T5View : public PanelView<T5View, T5Settings, T5Frame, T5Viewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(T5View, computeT5);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;

protected:
    T5Viewport viewport() const override;

private:
    QString hoverText(const T5Frame& f, QCPAxisRect* rect, double x, double y) const;
    /// The whole title, or the short one (the direction without the model) while the figure
    /// shows less (pagestate.h).
    void showTitle();

    QString m_titleWhole, m_titleShort;
    QCPAxisRect* m_stepRect;
    QCPAxisRect* m_matrixRect;
    QCPLegend* m_legend = nullptr;
    QCPGraph* m_steps;
    QCPGraph* m_exactLines;
    QCPGraph* m_maxLines;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
};

} // namespace pe::ui
