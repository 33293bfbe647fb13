#pragma once

#include "ui/views/rotation/rotationplot.h"
#include "ui/framework/view.h"

class QLabel;
class QSlider;
class QSpinBox;

namespace pe::ui {

class StableLabel;

/// The offset as a rotation (article 000): for the chosen pair, PE(t) on its circle, the arc
/// of w_k phi and PE(t + phi) landing where M(phi) sends PE(t); the entries of M(phi); the
/// residual of the identity over every pair (rounding level) against the same test with the
/// sine alone, which fails; and two positions a sine alone cannot tell apart.
class RotationView : public View {
    Q_OBJECT
public:
    explicit RotationView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("rotation"); }
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

    long offset() const { return m_offset; }
    int pair() const { return m_pair; }
    void setOffset(long offset);
    void setPair(int pair);

    /// What is drawn now (for tests).
    const RotationResult& result() const { return m_result; }
    RotationPlot* plot() const { return m_plot; }
    QSpinBox* positionSpin() const { return m_positionSpin; }
    QSlider* positionSlider() const { return m_positionSlider; }
    QSpinBox* offsetSpin() const { return m_offsetSpin; }
    QSpinBox* pairSpin() const { return m_pairSpin; }

    /// Largest |phi| accepted: any offset between two positions of the longest sequence.
    static constexpr long kMaxOffset = core::Limits::maxLength - 1;

private:
    void syncControls();

    RotationPlot* m_plot;
    QSpinBox* m_positionSpin;
    QSlider* m_positionSlider;
    QSpinBox* m_offsetSpin;
    QSlider* m_offsetSlider;
    QSpinBox* m_pairSpin;
    QSlider* m_pairSlider;
    StableLabel* m_pairInfo;
    long m_offset = 5;
    int m_pair = 0;
    RotationResult m_result;
};

} // namespace pe::ui
