#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/requirements/requirementsframe.h"

#include <array>

namespace pe::ui {

class CardElement;

/// The four requirements of a good positional encoding (unique positions, the same distance
/// for the same offset, extrapolation past the training length, determinism), each measured
/// live on the current encoding in a card with its verdict, and what rounding the vectors to
/// float32, float16 or bfloat16 does to them.
class RequirementsView : public PanelView<RequirementsView, RequirementsSettings, RequirementsFrame, NoViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(RequirementsView, computeRequirements);

    QString caption() const override;

    /// For tests: the cards in the order uniqueness, offsets, extrapolation, determinism,
    /// precision, and the two plots.
    const CardElement* card(int index) const { return m_cards[static_cast<std::size_t>(index)]; }
    QCPAxisRect* columnRect() const { return m_columnRect; }
    QCPAxisRect* positionRect() const { return m_positionRect; }
    /// The sine columns (every column for a table) and the cosine columns.
    QCPGraph* sineGraph() const { return m_sineGraph; }
    QCPGraph* cosineGraph() const { return m_cosineGraph; }
    QCPGraph* fewestGraph() const { return m_fewestGraph; }
    QCPGraph* duplicateGraph() const { return m_duplicateGraph; }

private:
    void drawCards(const RequirementsFrame& f);
    void drawPrecision(const RequirementsFrame& f);
    QString hoverText(const RequirementsFrame& f, QCPAxisRect* rect, double x, double y) const;

    std::array<CardElement*, 5> m_cards{};
    QCPAxisRect* m_columnRect = nullptr;
    QCPAxisRect* m_positionRect = nullptr;
    QCPLegend* m_columnLegend = nullptr;
    QCPLegend* m_positionLegend = nullptr;
    QCPGraph* m_sineGraph = nullptr;
    QCPGraph* m_cosineGraph = nullptr;
    QCPGraph* m_fewestGraph = nullptr;
    QCPGraph* m_duplicateGraph = nullptr;
};

} // namespace pe::ui
