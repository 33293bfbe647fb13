#pragma once

#include "ui/views/wavelengths/ladderplot.h"
#include "ui/framework/view.h"

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace pe::ui {

/// The wavelength ladder: one point per pair on a log axis between 2*pi and 2*pi*n, the sequence
/// length L as a line, the pairs completing less than one turn within L highlighted; the staircase
/// of a second d on the same range (article 003); and the current base against article 004's
/// alien clock, with how many dimensions stay informative within L.
class WavelengthsView : public View {
    Q_OBJECT
public:
    explicit WavelengthsView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("wavelengths"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;
    QString caption() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    QCustomPlot* primaryPlot() const override { return m_plot; }

    void writeCsv(QTextStream& out) const override;
    static QStringList extraCsvOptionNames();
    QStringList extraCsvOptions() const override { return extraCsvOptionNames(); }
    void writeExtraCsv(const QString& option, QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    /// 0 hides the overlay.
    void setCompareDim(int dim);
    void setAlienBase(double base);
    void setThreshold(double threshold);
    int compareDim() const;
    double alienBase() const;
    double threshold() const;

    /// What is drawn now (for tests and the CSV).
    const LadderFigure& figure() const { return m_figure; }
    LadderPlot* plot() const { return m_plot; }
    QCheckBox* compareBox() const { return m_compareBox; }
    QSpinBox* compareSpin() const { return m_compareSpin; }
    QDoubleSpinBox* alienSpin() const { return m_alienSpin; }
    QDoubleSpinBox* thresholdSpin() const { return m_thresholdSpin; }

    static constexpr int kDefaultCompareDim = 64;

private:
    void onMouseMove(QMouseEvent* event);

    LadderPlot* m_plot;
    QCheckBox* m_compareBox;
    QSpinBox* m_compareSpin;
    QDoubleSpinBox* m_alienSpin;
    QDoubleSpinBox* m_thresholdSpin;
    LadderFigure m_figure;
};

} // namespace pe::ui
