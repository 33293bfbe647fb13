#pragma once

#include "core/binary.h"
#include "ui/framework/view.h"

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace pe::ui {

class BinaryFigure;
struct BinaryFrame;

/// The binary-counting analogy (article 000's coloured table, article 004's bits): bit j of t
/// flips every 2^j steps like the pairs of PE(t) oscillate, fast first. The counting table
/// sits beside the PE pairs at the same positions; heatmaps and bar charts of the changes over
/// the L positions show the same geometric progression. "Exact binary" sets w_k = pi / 2^k,
/// and thresholding the waves then gives back the bits.
class BinaryView : public View {
    Q_OBJECT
public:
    explicit BinaryView(AppState* state, QWidget* parent = nullptr);
    ~BinaryView() override;

    static QString typeId() { return QStringLiteral("binary"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;

    QString csvProblem() const override;
    void writeCsv(QTextStream& out) const override;
    static QStringList extraCsvOptionNames();
    QStringList extraCsvOptions() const override { return extraCsvOptionNames(); }
    void writeExtraCsv(const QString& option, QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    const core::BinaryParams& binaryParams() const { return m_binary; }
    void setBits(int bits);
    void setExactBinary(bool exact);
    void setBitOrder(core::BitOrder order);

    /// What is drawn now (for tests).
    const BinaryFrame& frame() const { return *m_frame; }
    BinaryFigure* figure() const { return m_figure; }

    /// Largest L x d the CSV writes.
    static constexpr qint64 kMaxCsvCells = 50'000'000;

private:
    QString note() const;

    QCustomPlot* m_plot;
    BinaryFigure* m_figure;
    QSpinBox* m_bitsSpin;
    QCheckBox* m_exactBox;
    QComboBox* m_orderBox;
    core::BinaryParams m_binary;
    std::shared_ptr<const BinaryFrame> m_frame;
};

} // namespace pe::ui
