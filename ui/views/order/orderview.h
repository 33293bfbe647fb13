#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/order/orderframe.h"

class QCPBars;

namespace pe::ui {

/// "Without positions, word order is lost" (article 004): one self-attention head over two
/// sentences holding the same words in another order. Two heatmaps give each token's output
/// vector, sentence 1 in its order and sentence 2 with its rows matched by word; a bar per word
/// gives the largest difference between the two, without positions (0 up to rounding)
/// and with them.
/// Tests find the panels by objectName: "firstRect"/"firstMap", "secondRect"/"secondMap",
/// "differenceRect", "differencesWithout" and "differencesWith" (the bars).
class OrderView : public PanelView<OrderView, OrderSettings, OrderFrame, OrderViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(OrderView, computeOrder);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;

private:
    QString hoverText(const OrderFrame& f, QCPAxisRect* rect, double x, double y) const;
    QString sentenceText(const std::vector<std::string>& tokens) const;

    QCPAxisRect* m_firstRect;
    QCPAxisRect* m_secondRect;
    QCPAxisRect* m_differenceRect;
    QCPLegend* m_legend = nullptr;
    FastColorMap* m_firstMap;
    FastColorMap* m_secondMap;
    QCPColorScale* m_firstScale;
    QCPColorScale* m_secondScale;
    QCPBars* m_barsWithout;
    QCPBars* m_barsWith;
};

} // namespace pe::ui
