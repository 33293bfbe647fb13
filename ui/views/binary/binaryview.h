#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/binary/binaryframe.h"

namespace pe::ui {

class BinaryFigure;

/// The binary-counting analogy (article 000's coloured table, article 004's bits): bit j of t
/// flips every 2^j steps like the pairs of PE(t) oscillate, fast first. The counting table
/// sits beside the PE pairs at the same positions; heatmaps and bar charts of the changes over
/// the L positions show the same geometric progression. "Exact binary" sets w_k = pi / 2^k,
/// and thresholding the waves then gives back the bits.
class BinaryView : public TypedView<BinaryView, BinarySettings, BinaryFrame, BinaryViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(BinaryView, computeBinary);

    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;
    QString csvProblem(const QString& option) const override;

    /// Largest L x d the CSV writes.
    static constexpr qint64 kMaxCsvCells = 50'000'000;

protected:
    BinaryViewport viewport() const override;

private:
    QString note(const BinaryFrame& frame) const;
    void writeSigns(core::io::CsvWriter& out) const;
    void writeChanges(core::io::CsvWriter& out) const;
    void writeSteps(core::io::CsvWriter& out) const;

    QCustomPlot* m_plot;
    BinaryFigure* m_figure;
};

} // namespace pe::ui
