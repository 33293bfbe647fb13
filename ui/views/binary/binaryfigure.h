#pragma once

#include "ui/views/binary/binaryframe.h"

#include <QObject>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPColorMap;
class QCPItemRect;
class QCPItemStraightLine;
class QCPLayer;
class QCPLayoutElement;
class QCPMarginGroup;
class QCPTextElement;

namespace pe::ui {

class CellGrid;
class StepBars;

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
    int m_tableRows = 0; ///< rows of the counting table shown
    /// The counting table's groups of texts (CellGrid::Cell::group).
    enum Group { Bits, Values, Headers };
    QCPColorMap* m_bitMap;
    QCPColorMap* m_peMap;
    std::vector<QCPBars*> m_flipBars;
    StepBars* m_signBars;
    std::vector<QCPItemStraightLine*> m_positionLines; ///< over the two maps
    /// Around the position's row of the counting table: a line through it crossed its digits.
    QCPItemRect* m_positionRow;
    QCPLayer* m_moving; ///< buffered layer of the position marks
};

} // namespace pe::ui
