#pragma once

#include "ui/views/waves/bandplottable.h"
#include "core/waves.h"
#include "ui/framework/view.h"

#include <array>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QCPAxisRect;
class QCPLegend;
class QCPTextElement;

namespace pe::ui {

struct WavesResult;

/// The encoding read as waves. Top: one curve per chosen position, PE(t, .) against the
/// dimension (article 002's "sine wave for different positions"). Bottom: one curve per chosen
/// dimension, PE(., j) against the position, fast and slow together (article 003's dimension 0
/// versus dimension 6 table, as a plot), sampled at the viewport's resolution: where a pixel
/// covers many positions the curve becomes the band the wave sweeps there.
class WavesView : public View {
    Q_OBJECT
public:
    explicit WavesView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("waves"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;
    QString caption() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    QCustomPlot* primaryPlot() const override { return m_plot; }
    void renderFigure(QCPPainter* painter, const QSize& size) override;

    void writeCsv(QTextStream& out) const override;
    static QStringList extraCsvOptionNames();
    QStringList extraCsvOptions() const override { return extraCsvOptionNames(); }
    QString extraCsvProblem(const QString& option) const override;
    void writeExtraCsv(const QString& option, QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    const std::vector<long>& positions() const { return m_positions; }
    const std::vector<long>& dims() const { return m_dims; }
    core::WaveColumns columns() const { return m_columns; }
    void setPositions(const std::vector<long>& positions);
    void setDims(const std::vector<long>& dims);
    void setColumns(core::WaveColumns columns);

    /// Parses "0, 4, 8" (commas or spaces): at most kMaxCurves distinct integers in [0, max].
    /// Returns an error message naming the bad item, or an empty string.
    static QString parseList(const QString& text, long max, std::vector<long>* values);

    /// What is drawn now (for tests).
    const core::DimensionWaves& byDimension() const { return m_byDimension; }
    const core::PositionWaves& byPosition() const { return m_byPosition; }
    QCPAxisRect* dimensionRect() const;
    QCPAxisRect* positionRect() const { return m_positionRect; }
    QLineEdit* positionsEdit() const { return m_positionsEdit; }
    QLineEdit* dimsEdit() const { return m_dimsEdit; }
    QComboBox* columnsBox() const { return m_columnsBox; }

    static constexpr int kMaxCurves = 10;
    /// Largest L x (number of dimensions) the position CSV writes.
    static constexpr qint64 kMaxCsvValues = 50'000'000;

private:
    void onPositionsEdited();
    void onDimsEdited();
    void syncControls();
    void resetPositionRange();
    void resetDimensionRange();
    void boundPositionRange();
    void drawByDimension(const WavesResult& r);
    /// Plain 1-pixel pens for the top curves while they have more points than pixels,
    /// antialiased 2-pixel ones otherwise.
    void updateDimensionPens();
    void drawByPosition(const WavesResult& r);
    std::vector<long> shownPositions() const;
    std::vector<int> shownDims() const;

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QCPAxisRect* m_positionRect;
    QCPLegend* m_positionLegend;
    QLineEdit* m_positionsEdit;
    QLineEdit* m_dimsEdit;
    QComboBox* m_columnsBox;
    QLabel* m_note;
    // Created once and reused: a frame only swaps their data.
    std::array<QCPGraph*, kMaxCurves> m_dimGraphs{};
    std::array<BandPlottable*, kMaxCurves> m_bands{};
    std::array<QCPGraph*, kMaxCurves> m_hiGraphs{};
    std::array<QCPGraph*, kMaxCurves> m_loGraphs{};
    std::vector<long> m_positions{0, 4, 8, 12};
    std::vector<long> m_dims{0, 6, 128, 384};
    core::WaveColumns m_columns = core::WaveColumns::Sines;
    core::EncodingParams m_resultParams;
    core::DimensionWaves m_byDimension;
    core::PositionWaves m_byPosition;
    std::shared_ptr<const WavesResult> m_result;
};

} // namespace pe::ui
