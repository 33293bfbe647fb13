#pragma once

#include "core/params.h"
#include "core/sampling.h"
#include "ui/framework/view.h"

#include <memory>

class QCheckBox;
class QCustomPlot;
class QCPColorMap;
namespace pe::ui {
class FastColorMap;
}
class QCPColorScale;
class QCPTextElement;
class QCPAxis;
class QLabel;

namespace pe::ui {

/// The PE matrix as a heatmap: positions on one axis, dimensions on the other, red-white-blue
/// from -1 to +1. Each cell is the exact mean of the block of the matrix it covers, so the
/// cost follows the viewport and fast columns never alias. Wheel-zoom and drag recompute
/// at the new resolution; hovering reads out the exact value.
class HeatmapView : public View {
    Q_OBJECT
public:
    explicit HeatmapView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("heatmap"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    QCustomPlot* primaryPlot() const override { return m_plot; }

    QString csvProblem() const override;
    void writeCsv(QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    bool isTransposed() const { return m_transposed; }
    void setTransposed(bool transposed);

    /// What is drawn now (for tests): the grid and the parameters it was computed for.
    const core::EncodingGrid& grid() const;
    const core::EncodingParams& gridParams() const;
    QCPColorMap* colorMap() const;

    /// Largest L x d the CSV export writes.
    static constexpr qint64 kMaxCsvCells = 50'000'000;

signals:
    /// A cell was double-clicked: the window opens it in the formula inspector.
    void cellActivated(long position, int dim);

private:
    void onDoubleClick(QMouseEvent* event);
    QCPAxis* positionAxis() const;
    QCPAxis* dimensionAxis() const;
    void resetRanges();
    void boundRanges();
    void updateTitle();
    void onMouseMove(QMouseEvent* event);
    void onWheel(QWheelEvent* event);

    QCustomPlot* m_plot;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
    QCPTextElement* m_title;
    QCheckBox* m_transposeBox;
    QLabel* m_resolutionLabel;
    bool m_transposed = false;
    struct Result;
    /// The last result drawn, shared with the job that made it (no copy of the grid).
    std::shared_ptr<const Result> m_result;
};

} // namespace pe::ui
