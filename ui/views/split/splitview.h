#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/split/splitframe.h"

#include <array>

class QCPItemText;

namespace pe::ui {

/// The split model: d_pos dimensions reserved for position and d_sem for meaning, h = [p ⊕ s]
/// instead of s + p. Shows the attention logit split into its four terms (sem-sem, sem-pos,
/// pos-sem, pos-pos) and their total on one colour scale, and the value path: how much each
/// block of an attention block's output moves when a token changes or the sequence moves past
/// the training length, with block-diagonal and with dense weights.
class SplitView : public PanelView<SplitView, SplitSettings, SplitFrame, SplitViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(SplitView, computeSplit);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;

protected:
    SplitViewport viewport() const override;

private:
    void addTermPanel(QCPLayoutGrid* grid, int row, int column, SplitTerm term);
    void drawValuePath(const SplitFrame& f);
    QString hoverText(const SplitFrame& f, QCPAxisRect* rect, double x, double y) const;

    std::array<QCPAxisRect*, kSplitTerms> m_rects{};
    std::array<FastColorMap*, kSplitTerms> m_maps{};
    std::array<QCPTextElement*, kSplitTerms> m_titles{};
    std::array<QCPItemText*, kSplitTerms> m_zeroLabels{};
    /// Whether term t is exactly 0 (its "= 0 exactly" label is shown where it fits).
    std::array<bool, kSplitTerms> m_exactZero{};
    QCPColorScale* m_scale = nullptr;
    QCPTextElement* m_readout = nullptr;
    QString m_readoutWhole; ///< the value path's read-out in five lines
    QString m_readoutShort; ///< in two, for a figure given way (its plot was 60 px tall under five)
    QCPAxisRect* m_valueRect = nullptr;
    QCPLegend* m_valueLegend = nullptr;
    std::array<QCPGraph*, 4> m_valueGraphs{};
};

} // namespace pe::ui
