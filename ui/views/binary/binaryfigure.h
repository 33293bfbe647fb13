#pragma once

#include "core/binary.h"
#include "core/sampling.h"

#include <QObject>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPColorMap;
class QCPColorMapData;
class QCPColorScale;
class QCPItemStraightLine;
class QCPLayer;
class QCPTextElement;

namespace pe::ui {

class CellGrid;
class StepBars;

/// Everything the binary view draws, computed off the GUI thread.
struct BinaryFrame {
    core::EncodingParams params;
    core::BinaryParams binary;
    long position = 0;
    core::CountingTable table;
    core::BlockAxis positions; ///< rows of both heatmaps
    Eigen::MatrixXf bits;      ///< positions.cells x b, 1 - 2 * mean(bit j), bit 0 first
    core::EncodingGrid pe;     ///< the PE (with the view's frequencies) over the same rows
    core::ChangeCounts counts;
    mutable std::unique_ptr<QCPColorMapData> bitData; ///< handed over to the plot once
    mutable std::unique_ptr<QCPColorMapData> peData;
    int rowsPx = 0, dimsPx = 0; ///< the heatmap sizes in pixels the frame was computed for
    bool positionOnly = false;  ///< a frame drawn before, at a new position t
};

/// `frame` at another position t (worker thread): everything but the colour-map data, which the
/// plot already shows.
std::shared_ptr<BinaryFrame> atPosition(const BinaryFrame& frame, long position);

/// Builds the colour-map data of the PE heatmap and, with `bits`, of the bits heatmap (worker
/// thread): positions downwards, so rows are flipped while filling rather than with a reversed
/// axis. Without `bits` the plot keeps the bits heatmap it shows.
void buildMapData(BinaryFrame& frame, bool bits = true);

/// The binary-counting figure in one QCustomPlot: the coloured counting table with the PE
/// pairs and their thresholded bits beside it, the positions x bits and positions x dims
/// heatmaps on the PE colour scale, and the bar charts of bit flips and sign changes (log
/// scale, where a geometric progression is a straight line).
class BinaryFigure : public QObject {
    Q_OBJECT
public:
    explicit BinaryFigure(QCustomPlot* plot);

    void show(const BinaryFrame& frame, const QString& title, const QString& note);
    /// Moves the position lines to frame.position; repaints only their layer.
    void movePosition(const BinaryFrame& frame);

    /// Colour of bit j (and of pair j beside it); bit 0 is orange, 1 blue, 2 green, 3 red as
    /// in article 000's table.
    static QColor bitColour(int j);

    CellGrid* table() const { return m_table; }
    QCPColorMap* bitMap() const { return m_bitMap; }
    QCPColorMap* peMap() const { return m_peMap; }
    const std::vector<QCPBars*>& flipBars() const { return m_flipBars; }
    StepBars* signBars() const { return m_signBars; }

private:
    QCPAxisRect* addRect(int row, int column);
    void fillTable(const BinaryFrame& frame);
    void fillHeatmaps(const BinaryFrame& frame);
    void fillBars(const BinaryFrame& frame);
    void markPosition(const BinaryFrame& frame);

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QCPTextElement* m_note;
    QCPAxisRect* m_tableRect;
    QCPAxisRect* m_bitRect;
    QCPAxisRect* m_peRect;
    QCPAxisRect* m_flipRect;
    QCPAxisRect* m_signRect;
    CellGrid* m_table;
    QCPColorMap* m_bitMap;
    QCPColorMap* m_peMap;
    QCPColorScale* m_scale;
    std::vector<QCPBars*> m_flipBars;
    StepBars* m_signBars;
    std::vector<QCPItemStraightLine*> m_positionLines;
    QCPLayer* m_moving; ///< buffered layer of the position lines
};

} // namespace pe::ui
