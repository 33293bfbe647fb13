#include "ui/plotting/figureplot.h"

#include "ui/plotting/legendwrap.h"
#include "ui/plotting/reflow.h"

#include <QDebug>

#include <algorithm>

namespace pe::ui {

QSize FigurePlot::minimumSizeHint() const
{
    // As wide as the figure laid out as narrow as it gets, its legends in one column and its
    // rows of panels stacked; as tall as laid out now.
    const QSize laidOut = QCustomPlot::minimumSizeHint();
    const std::function<void()> legends = legendwrap::narrowest(this), grids = reflow::narrowest(this);
    if (!legends && !grids)
        return laidOut;
    const int narrow = mPlotLayout->minimumOuterSizeHint().width();
    for (const std::function<void()>& putBack : {grids, legends})
        if (putBack)
            putBack();
    return {std::min(narrow, laidOut.width()), laidOut.height()};
}

void FigurePlot::resizeEvent(QResizeEvent* event)
{
    Q_UNUSED(event)
    setViewport(rect());
    if (m_drawsOnResize)
        replot(rpQueuedReplot);
    else
        emit resized();
}

void FigurePlot::addStep(Stage stage, QObject* owner, std::function<void()> step)
{
    // Stable: after the last step of its stage.
    const auto at = std::upper_bound(m_steps.begin(), m_steps.end(), stage,
                                     [](Stage s, const Step& other) { return s < other.stage; });
    m_steps.insert(at, Step{stage, owner, std::move(step)});
}

std::vector<int> FigurePlot::geometry() const
{
    std::vector<int> g;
    const QList<QCPLayoutElement*> elements = mPlotLayout->elements(true);
    g.reserve(elements.size() * 9);
    for (const QCPLayoutElement* e : elements) {
        if (!e)
            continue;
        const QRect r = e->outerRect();
        const QMargins m = e->margins();
        g.insert(g.end(),
                 {r.x(), r.y(), r.width(), r.height(), m.left(), m.top(), m.right(), m.bottom(), e->visible() ? 1 : 0});
        // And the ticks laid out on its axes: steps read them (a label laid flat clears the
        // highest tick label), and the layout brings them up to date with a new range.
        QList<QCPAxis*> axes;
        if (const auto* rect = qobject_cast<const QCPAxisRect*>(e))
            axes = rect->axes();
        else if (const auto* scale = qobject_cast<const QCPColorScale*>(e)) // (its axis rect is its own)
            axes = {scale->axis()};
        for (const QCPAxis* axis : axes) {
            const QVector<double> ticks = axis->tickVector();
            g.push_back(static_cast<int>(qHashRange(ticks.cbegin(), ticks.cend())));
        }
    }
    return g;
}

void FigurePlot::updateLayout()
{
    // The steps decide from the layout before (the last pass's, or none yet), the figure is laid
    // out, and again the steps and the layout until nothing moves: QCustomPlot measures margins
    // with the axes' lengths of the layout before (it computes them before it places the rects),
    // so a settled layout is one whose measurement agreed with the layout it was made from.
    // The pass ends as soon as a layout is the one its steps decided from: in one layout when
    // they move nothing. The axes first lay out the ticks of the ranges set since the last
    // pass, which the steps read (a label laid flat clears the highest one).
    if (m_keepLayout && m_laidOutAt == mViewport)
        return;
    mPlotLayout->update(QCPLayoutElement::upPreparation);
    std::vector<int> before = geometry();
    for (int layouts = 0; layouts < kRounds; ++layouts) {
        m_steps.erase(std::remove_if(m_steps.begin(), m_steps.end(), [](const Step& s) { return !s.owner; }),
                      m_steps.end());
        // A copy: a step that adds a step (or deletes an owner) must not move the one running.
        const std::vector<Step> steps = m_steps;
        for (const Step& step : steps)
            if (step.owner)
                step.run();
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
            mPlotLayout->update(phase);
        std::vector<int> now = geometry();
        if (now == before)
            break;
        before = std::move(now);
    }
    m_laidOutAt = mViewport;
    emit afterLayout();
}

void addLayoutStep(QCustomPlot* plot, FigurePlot::Stage stage, QObject* owner, std::function<void()> step)
{
    if (auto* figure = qobject_cast<FigurePlot*>(plot)) {
        figure->addStep(stage, owner, std::move(step));
        return;
    }
    qWarning() << "addLayoutStep: not a FigurePlot:" << plot;
}

} // namespace pe::ui
