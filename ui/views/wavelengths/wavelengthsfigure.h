#pragma once

#include "core/analysis/ladder.h"

#include "ui/plotting/figureplot.h"

#include <optional>

namespace pe::ui {

/// What the wavelengths view draws, computed by its job.
struct LadderFigure {
    core::Ladder primary;                     ///< current d, n, L
    std::optional<core::Ladder> compare;      ///< the second d of the staircase overlay
    core::Ladder alien;                       ///< article 004's alien clock at the current d and L
    std::vector<core::DivisorRange> divisors; ///< the divisor table's rows (empty: no table)
};

/// The two panels of the wavelengths view in one QCustomPlot (so that SVG and PDF stay vector):
/// on top the ladder against the exponent 2k/d, with the range 2*pi .. 2*pi*n, the line L and
/// the pairs under one turn highlighted, plus the staircase of a second d; below, the current
/// base against the alien clock, pair by pair, with how many dimensions stay informative.
/// Tests find the graphs by objectName: the primary's pairs with at least one turn ("turning"),
/// under one turn ("slow"), the overlay ("compare") and the alien clock on and above the chart
/// ("alien", "alienOffChart"), and the divisor table's text item ("divisorTable").
class LadderPlot : public FigurePlot {
    Q_OBJECT
public:
    explicit LadderPlot(QWidget* parent = nullptr);

    void setFigure(const LadderFigure& figure);
    /// A line under the title (e.g. that a loaded table has no formula); empty hides it.
    void setNote(const QString& note);

    QCPAxisRect* ladderRect() const { return m_top; }
    /// The slow band's whole text when `pos` is over its label and the label shows its first
    /// sentence only (a short panel), else nothing.
    QString wholeLabelAt(QPointF pos) const;

    /// Highest wavelength the lower panel shows; longer ones are pinned to its top edge.
    static constexpr double kBasePanelCeiling = 1e16;

private:
    QCPGraph* addGraph(QCPAxisRect* rect, const QColor& colour, QCPScatterStyle::ScatterShape shape, double size,
                       bool line);
    QCPItemStraightLine* addLevel(QCPAxisRect* rect, const QPen& pen);
    QCPItemText* addLabel(QCPAxisRect* rect, Qt::Alignment alignment, const QColor& colour);
    /// After each layout: each line's label at an end of its line, inside its panel and clear
    /// of the curves' points.
    void placeLineLabels();
    /// The slow band's label where it is clear of the ladders and the other labels, or hidden.
    void placeSlowBandLabel();
    static void setLevel(QCPItemStraightLine* line, QCPItemText* label, double y, const QString& text);

    QCPTextElement* m_title;
    QString m_titleText;  ///< the figure's title, without the note
    QString m_titleShort; ///< the same without the ladder's formula, on a page too tall for its room
    /// The ladder's legend names, whole and short (for a page too tall for its room): turning,
    /// slow and the second d's staircase.
    QString m_names[3], m_shortNames[3];
    /// The same for the lower panel: its title and its legend (the base, the alien clock and
    /// the alien pairs pinned to the top).
    QString m_bottomTitleText, m_bottomTitleShort;
    QString m_bottomNames[3], m_bottomShortNames[3];
    /// Too tall for its room (PageState::tooTall): the short titles, short legend names (two
    /// to a row) and no pair axis on top (the tooltip names the pair under the pointer); the
    /// whole figure again when there is room.
    void showLess();
    QString m_note;
    void showTitle();
    QCPTextElement* m_bottomTitle;
    QCPAxisRect* m_top;
    QCPAxisRect* m_bottom;
    QCPLegend* m_bottomLegend;
    QCPGraph* m_staircase;
    QCPGraph* m_turning;
    QCPGraph* m_slow;
    QCPGraph* m_compare;
    QCPGraph* m_base;
    QCPGraph* m_alien;
    QCPGraph* m_alienOff;
    QCPItemRect* m_slowBand;
    QCPItemText* m_slowBandLabel;
    QString m_slowBandText;        ///< the slow band label's whole text
    bool m_slowBandWanted = false; ///< pairs under one turn within L exist: the label is shown where it fits
    QCPItemText* m_divisorTable;
    QCPItemStraightLine* m_floorLine;
    QCPItemStraightLine* m_ceilingLine;
    QCPItemStraightLine* m_lengthLine;
    QCPItemStraightLine* m_bottomLengthLine;
    QCPItemText* m_floorLabel;
    QCPItemText* m_ceilingLabel;
    QCPItemText* m_lengthLabel;
    QCPItemText* m_bottomLengthLabel;
};

} // namespace pe::ui
