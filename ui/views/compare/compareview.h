#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/compare/compareframe.h"

#include <array>
#include <vector>

class QSplitter;

namespace pe::ui {

class ColumnCurve;
class SchemeTable;
class SectionStack;

/// The end of the tour: every positional scheme side by side. A table says what each adds,
/// where, at what cost in parameters and how it behaves past the training length; one chart
/// shows, for each, how the term between two positions depends on their offset.
class CompareView : public PanelView<CompareView, CompareSettings, CompareFrame, CompareViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(CompareView, computeCompare);

    void renderFigure(QCPPainter* painter, const QSize& size) override;
    QString csvProblem(const QString& option) const override;

protected:
    CompareViewport viewport() const override;
    void inputsChanged(const ViewInputs& previous) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    /// The read-out for offset Delta (what hovering the chart there shows).
    QString hoverText(long offset) const;
    QString legendName(Scheme scheme, const CompareFrame& f) const;
    /// Once shown and stacked: the table's share of the height, the chart the rest.
    void sizeSplitter();
    /// The chart's least height: the lines of text it has to show, at the current font (none of
    /// its own on a page too tall for its room: the figure's least size then).
    void fitChartMinimum();
    /// On a page too tall for its room at the floor (showsLess, pagestate.h), the chart shows
    /// less: a short title, each scheme's legend entry by its name only (the hover read-out and
    /// the table say the rest), no least height of its own; the whole chart when there is room.
    void showLess();
    /// The legend of a scheme compared by its rows: "learned: mean over t of pₜ·pₜ₊Δ".
    QString meanOverT(const QString& scheme) const;
    /// The curve of the index-th model of --models (made on first use).
    ColumnCurve* modelGraph(int index, core::models::PositionScheme scheme);

    SectionStack* m_sections;
    QSplitter* m_splitter; ///< the one of m_sections

    SchemeTable* m_table;
    QCPAxisRect* m_rect = nullptr;
    QCPLegend* m_legend = nullptr;
    std::array<ColumnCurve*, kSchemeCount> m_graphs{};
    std::vector<ColumnCurve*> m_modelGraphs;
    QString m_titleWhole, m_titleShort;
    /// Each legend entry's whole and short name.
    struct Named {
        QCPAbstractPlottable* curve;
        QString whole, brief;
    };
    std::vector<Named> m_named;
    bool m_splitterSized = false;          ///< the table got its rows' height once laid out
    const CompareFrame* m_drawn = nullptr; ///< the frame on the plot (the live frame(): no other has its address)
};

} // namespace pe::ui
