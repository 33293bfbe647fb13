#pragma once
// The base of the multi-panel figure views (RoPE, ALiBi, T5, comparison): one QCustomPlot with a
// title and a note line (figurepanels.h), recomputed at the panels' pixel counts whenever the
// widget or the panels move, with a hover read-out in a tooltip and the status bar.

#include "ui/framework/typedview.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/figureplot.h"

#include <qcustomplot.h>

#include <initializer_list>
#include <optional>
#include <type_traits>
#include <utility>

namespace pe::ui {

namespace detail {
/// Whether a frame type has a `problem` text (shown instead of the figure when not empty).
template <class F, class = void> struct HasProblem : std::false_type {
};
template <class F>
struct HasProblem<F, std::void_t<decltype(std::declval<const F&>().problem.isEmpty())>> : std::true_type {
};
} // namespace detail

template <class F> bool hasProblem(const F& f)
{
    if constexpr (detail::HasProblem<F>::value)
        return !f.problem.isEmpty();
    else
        return false;
}

template <class Derived, class S, class F, class V> class PanelView : public TypedView<Derived, S, F, V> {
public:
    QCustomPlot* primaryPlot() const override { return m_plot; }

protected:
    using Base = PanelView;

    explicit PanelView(QWidget* parent)
        : TypedView<Derived, S, F, V>(parent)
        , m_plot(panels::newPlot(this))
    {
        m_plot->setDrawsOnResize(false); // the figure computed for the new size draws it
        QObject::connect(m_plot, &FigurePlot::resized, this, [this] { plotResized(); });
    }

    /// The plot fills the view; title (cached), note and the returned grid for the panels.
    QCPLayoutGrid* setUpFigure()
    {
        panels::fillWith(this, m_plot);
        return panels::setUpFigure(m_plot, &m_title, &m_note);
    }

    /// Styles the plot (call once the panels are in) and shows `text` of the panel under the mouse.
    void finishFigure(const panels::HoverText& text)
    {
        panels::finishFigure(m_plot);
        panels::connectHover(this, m_plot, text);
    }

    /// The same with the read-out `(view->*hover)(frame, rect, x, y)` of the frame on the plot:
    /// nothing while there is none, or while it holds a problem to show instead of a figure.
    void finishFigure(QString (Derived::*hover)(const F&, QCPAxisRect*, double, double) const)
    {
        finishFigure([this, hover](QCPAxisRect* rect, double x, double y) {
            const F* f = this->frame().get();
            return f && !hasProblem(*f) ? (static_cast<const Derived*>(this)->*hover)(*f, rect, x, y) : QString();
        });
    }

    /// The plot has a new size (the view's, or its share of the view's): the panels are laid out
    /// at it; when that gives them other pixel counts than the figure on screen was computed
    /// for, the figure is computed anew and its result draws the new size (the plot does not
    /// draw the old data first), else the plot draws at once.
    void plotResized()
    {
        m_plot->layOut();
        if constexpr (std::is_same_v<V, NoViewport>) { // no pixel counts: only drawn again
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        } else {
            // Pixels moved: the result for them draws, once. Same pixels: drawn at once. Nothing
            // drawn yet: both.
            const bool moved = m_drawnAt && !(this->viewport() == *m_drawnAt);
            if (!moved)
                m_plot->replot(QCustomPlot::rpQueuedReplot);
            if (moved || !m_drawnAt)
                emit this->updateRequested();
        }
    }

    /// Lays the new frame out and draws it, unless its new tick labels moved the panels: then
    /// the figure is computed again at the pixels they have now, and that result draws, at
    /// most twice in a row (the labels may alternate between two widths). One replot per
    /// change: the frame computed for the old pixels is not drawn first (a new L widened the
    /// matrix's tick labels in RoPE, ALiBi, T5 and the split model, which drew twice).
    void replotAndRefit(const V& drawnAt)
    {
        m_plot->layOut();
        m_drawnAt = drawnAt;
        m_refits = this->viewport() == drawnAt ? 0 : m_refits + 1;
        if (m_refits == 1 || m_refits == 2) {
            this->m_frameHeld = true;
            emit this->updateRequested();
            return;
        }
        m_plot->replotAsLaidOut();
    }

    /// With a problem, says "Nothing to show: ..." in the note and replots (returns true); else
    /// sets the note's colour back to black.
    bool drawProblem(const QString& problem) { return panels::drawProblem(m_plot, m_note, problem); }
    /// The same, and `drawn` (the curves, maps and legends a result fills) are hidden, and not
    /// listed in the legends, while there is a problem, and shown again once there is none.
    bool drawProblem(const QString& problem, std::initializer_list<QCPLayerable*> drawn)
    {
        panels::showDrawn(m_plot, drawn, problem.isEmpty());
        return drawProblem(problem);
    }

    FigurePlot* m_plot;
    QCPTextElement* m_title = nullptr;
    QCPTextElement* m_note = nullptr;

private:
    int m_refits = 0;           ///< recomputes in a row because the panels moved
    std::optional<V> m_drawnAt; ///< the pixel counts of the figure on screen (replotAndRefit)
};

} // namespace pe::ui
