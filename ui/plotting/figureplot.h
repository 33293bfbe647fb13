#pragma once

#include <qcustomplot.h>

#include <QPointer>

#include <functional>
#include <vector>

namespace pe::ui {

/// A figure's plot with its layout pass: every layout of the plot (a replot on screen, an export
/// drawn by toPainter) decides in one pass, from the room the plot has and the fonts it is set
/// in, what the figure shows. The steps that decide it (which panels show and where, the
/// panels' least sizes, how many ticks, how labels and notes break, where legends go, the texts
/// placed by hand) run in the order of Stage after a layout and are laid out again, until the
/// layout no longer moves (at most kRounds times); the pass then ends with afterLayout and the
/// replot draws once. No step replots or queues a replot: a figure draws once per change.
class FigurePlot : public QCustomPlot {
    Q_OBJECT
public:
    /// What a step decides, in the order the pass runs the steps.
    enum class Stage {
        Panels,  ///< which panels show and how they are arranged (pages, stacking)
        Sizes,   ///< each panel's least size, from its fonts
        Ticks,   ///< tick density and tick label texts
        Labels,  ///< axis labels broken into lines or elided
        Legends, ///< legends' columns, and names broken for their panel's width
        Texts,   ///< notes and texts the figure places by hand
    };
    /// Layouts per pass at most: a step that keeps changing its mind stops there.
    static constexpr int kRounds = 4;

    using QCustomPlot::QCustomPlot;

    /// Adds `step` to the pass at `stage`, for as long as `owner` lives (steps of one stage run
    /// in the order they were added).
    void addStep(Stage stage, QObject* owner, std::function<void()> step);

    /// The figure laid out at its present viewport, without drawing: what a replot would show.
    void layOut() { updateLayout(); }
    /// The same, unless the last layout is still what a replot would show: it was made at the
    /// present viewport and no replot is queued since (every change to the figure outside a
    /// view's draw, such as fonts, pages or a theme, queues one). For a view measuring its
    /// panels before it computes, when it has changed nothing since it last drew.
    void layOutIfStale()
    {
        if (mReplotQueued || m_laidOutAt != mViewport)
            updateLayout();
    }
    /// The last layout no longer shows the figure (it was measured with ranges put back since).
    void markLayoutStale() { m_laidOutAt = QRect(); }
    /// Draws the figure as layOut() just laid it out, without laying it out again: for a view
    /// that lays out its new data to measure it before it decides to draw.
    void replotAsLaidOut()
    {
        m_keepLayout = true;
        replot();
        m_keepLayout = false;
    }

    /// Off for a figure recomputed for its pixels at every new size (PanelView): the result's
    /// replot draws the new size, and the figure draws once per resize, not first with the
    /// data of the old size.
    void setDrawsOnResize(bool draws) { m_drawsOnResize = draws; }
    /// As narrow as its legends laid out in one column (legendwrap) and its panels stacked
    /// (reflow) allow.
    QSize minimumSizeHint() const override;

signals:
    /// The plot's size changed while it does not draw on resize (setDrawsOnResize(false)): its
    /// owner computes the figure for the new size. A plot that shares its view with other
    /// widgets (the comparison's chart under its table) is resized without its view.
    void resized();

protected:
    void updateLayout() override;
    /// A new size is drawn on the next turn of the event loop (a queued replot), together with
    /// what changes in the same turn: a view whose drawing shows or hides a widget beside its
    /// plot resized the plot and then drew anew, two replots for one change.
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Step {
        Stage stage;
        QPointer<QObject> owner;
        std::function<void()> run;
    };
    /// Where every element of the layout is, and its margins: equal after two layouts, the
    /// layout is settled.
    std::vector<int> geometry() const;

    std::vector<Step> m_steps;
    bool m_drawsOnResize = true;
    QRect m_laidOutAt;         ///< the viewport of the last layout
    bool m_keepLayout = false; ///< replotAsLaidOut() is drawing
};

/// Adds `step` to the layout pass of `plot` (a FigurePlot, as every figure's plot is) at
/// `stage`, for as long as `owner` lives.
void addLayoutStep(QCustomPlot* plot, FigurePlot::Stage stage, QObject* owner, std::function<void()> step);

} // namespace pe::ui
