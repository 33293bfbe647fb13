#pragma once

#include "core/fourier.h"
#include "ui/framework/view.h"

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace pe::ui {

class FourierFigure;
struct FourierFrame;

/// Fourier reconstruction and extrapolation of position embeddings (article 001, eq. 2-3):
/// spectrum of every column over the training window, reconstruction from the K dominant
/// coefficients over all L positions, error inside and past the window against K, and the
/// sigma-rescaled sinusoid for comparison. Work is bounded by core::columnBudget() columns per
/// frame (a subset of the columns at large L); the K-independent part is cached between frames.
class FourierView : public View {
    Q_OBJECT
public:
    explicit FourierView(AppState* state, QWidget* parent = nullptr);
    ~FourierView() override;

    static QString typeId() { return QStringLiteral("fourier"); }
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
    QString extraCsvProblem(const QString& option) const override;
    void writeExtraCsv(const QString& option, QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    /// Effective training window: the chosen one clamped to L, or ceil(L / 2) by default.
    long window() const;
    int keep() const { return m_keep; }
    int dimension() const;
    const core::SourceParams& source() const { return m_source; }
    void setWindow(long window);
    void setKeep(int keep);
    void setDimension(int dimension);
    void setSource(const core::SourceParams& source);

    /// What is drawn now (tests).
    const FourierFrame* frame() const { return m_frame.get(); }
    FourierFigure* figure() const { return m_figure.get(); }

    static constexpr qint64 kMaxCsvCells = 20'000'000;
    static constexpr qint64 kMaxErrorCsvSamples = 1LL << 22;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void syncControls();

    QCustomPlot* m_plot;
    std::unique_ptr<FourierFigure> m_figure;
    QComboBox* m_sourceBox;
    QDoubleSpinBox* m_noiseSpin;
    QSpinBox* m_seedSpin;
    QSpinBox* m_windowSpin;
    QSlider* m_keepSlider;
    QSpinBox* m_keepSpin;
    QSpinBox* m_dimSpin;
    QLabel* m_info;
    core::SourceParams m_source;
    long m_window = 0; // 0: ceil(L / 2)
    int m_keep = 8;
    int m_dimension = 0;
    std::shared_ptr<const FourierFrame> m_frame;
};

} // namespace pe::ui
