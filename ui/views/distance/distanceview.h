#pragma once

#include "core/similarity.h"
#include "ui/framework/view.h"

#include <memory>

class QComboBox;
class QCPAxisRect;
class QCPColorMap;
class QCPColorScale;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QLabel;
class QMouseEvent;
class QWheelEvent;

namespace pe::ui {

class FastColorMap;
struct DistanceFrame;

/// The L x L similarity (or distance) matrix of the positions (article 004), its profile
/// against the offset t - s with the first false-neighbour peak, and the table of consecutive
/// distances of article 003. Uses g(D) = sum_k cos(w_k D): a frame costs
/// O((rows + cols) d + pixels), never O(L^2 d).
class DistanceView : public View {
    Q_OBJECT
public:
    explicit DistanceView(AppState* state, QWidget* parent = nullptr);
    ~DistanceView() override;

    static QString typeId() { return QStringLiteral("distance"); }
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

    core::Metric metric() const { return m_metric; }
    void setMetric(core::Metric metric);

    /// What is drawn now (tests).
    const core::SimilarityGrid& grid() const;
    const core::OffsetCurve& curve() const;
    const core::FalseNeighbour& falseNeighbour() const;
    const std::vector<core::ConsecutiveDistance>& consecutive() const;
    const core::EncodingParams& drawnParams() const;
    /// True when the matrix was drawn from the image coloured in the job (tests).
    bool usesPreparedImage() const;
    QCPAxisRect* matrixRect() const { return m_matrixRect; }
    QCPAxisRect* curveRect() const { return m_curveRect; }

    /// Largest L of the full L x L CSV.
    static constexpr long kMaxCsvPositions = 20000;

private:
    void resetRanges();
    void boundRanges();
    void onMouseMove(QMouseEvent* event);
    void onWheel(QWheelEvent* event);
    QString metricLabel(core::Metric metric) const;
    QString curveLabel(core::Metric metric) const;

    QCustomPlot* m_plot;
    QCPAxisRect* m_matrixRect;
    QCPAxisRect* m_curveRect;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
    QCPGraph* m_curveGraph;
    QCPGraph* m_peakGraph;
    QCPItemText* m_peakLabel;
    QCPTextElement* m_title;
    QCPTextElement* m_table;
    QComboBox* m_metricBox;
    QLabel* m_resolutionLabel;
    core::Metric m_metric = core::Metric::Dot;

    std::shared_ptr<const DistanceFrame> m_result;
};

} // namespace pe::ui
