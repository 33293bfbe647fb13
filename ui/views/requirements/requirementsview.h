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
/// Tests find the parts by objectName: the cards "card0" to "card4" (uniqueness, offsets,
/// extrapolation, determinism, precision), the columns' panel "columns" with the graphs "sine"
/// (every column for a table) and "cosine", and the positions' graphs "fewest" and "duplicate".
class RequirementsView : public PanelView<RequirementsView, RequirementsSettings, RequirementsFrame, NoViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(RequirementsView, computeRequirements);

    QString caption() const override;
    /// `--scheme learned` without a loaded table.
    QString csvProblem(const QString& option) const override;

private:
    void drawCards(const RequirementsFrame& f);
    /// Card 3 for a naive encoding: why it fails past the training length, with core's numbers.
    void drawNaiveExtrapolation(const RequirementsFrame& f);
    void drawPrecision(const RequirementsFrame& f);
    QString hoverText(const RequirementsFrame& f, QCPAxisRect* rect, double x, double y) const;

    std::array<CardElement*, 5> m_cards{};
    QCPAxisRect* m_columnRect = nullptr;
    QCPAxisRect* m_positionRect = nullptr;
    QCPLegend* m_columnLegend = nullptr;
    QCPGraph* m_sineGraph = nullptr;
    QCPGraph* m_cosineGraph = nullptr;
    QCPGraph* m_fewestGraph = nullptr;
    QCPGraph* m_duplicateGraph = nullptr;
};

} // namespace pe::ui
