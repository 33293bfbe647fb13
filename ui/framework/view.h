#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QWidget>

#include <any>
#include <functional>

class QCPPainter;
class QCustomPlot;
class QCommandLineParser;
class QTextStream;

namespace pe::ui {

class AppState;

/// One page of the main window. A view turns the shared state (and its own controls) into
/// a job that calls core off the GUI thread, then draws the job's result. It never computes
/// on the GUI thread what the core can compute in the job.
///
/// Contract with the Controller:
///  - makeJob() runs on the GUI thread and captures everything the job needs by value;
///  - the returned job runs on a worker thread and must not touch any QObject;
///  - applyResult() runs on the GUI thread with what the job returned, and replots.
class View : public QWidget {
    Q_OBJECT
public:
    using Job = std::function<std::any()>;

    View(AppState* state, QWidget* parent = nullptr);

    /// The --view name, e.g. "heatmap".
    virtual QString id() const = 0;
    /// The tab title.
    virtual QString title() const = 0;
    /// One sentence on what the view teaches (tooltip of the tab, README).
    virtual QString summary() const = 0;

    virtual Job makeJob() = 0;
    virtual void applyResult(const std::any& result) = 0;

    /// Draws the figure (without caption) at the given logical size. The default renders
    /// primaryPlot().
    virtual void renderFigure(QCPPainter* painter, const QSize& size);
    /// The parameters the figure shows, for its caption.
    virtual QString caption() const;
    /// The plot that renderFigure() draws by default; nullptr when the view has none.
    virtual QCustomPlot* primaryPlot() const { return nullptr; }

    /// Why the CSV cannot be written (too large...), or an empty string when it can.
    virtual QString csvProblem() const { return {}; }
    /// Writes the exact numbers behind the figure, at full resolution. Long writers stop when
    /// out.status() is no longer Ok (the user cancelled, or the disk is full).
    virtual void writeCsv(QTextStream& out) const = 0;

    /// Extra CSV outputs this view offers on the command line, as option names (e.g.
    /// "csv-offset"); each takes a file name and is written with writeExtraCsv().
    virtual QStringList extraCsvOptions() const { return {}; }
    /// Why an extra CSV cannot be written, or an empty string.
    virtual QString extraCsvProblem(const QString& option) const
    {
        Q_UNUSED(option);
        return {};
    }
    virtual void writeExtraCsv(const QString& option, QTextStream& out) const
    {
        Q_UNUSED(option);
        Q_UNUSED(out);
    }

    /// Options this view adds to the command line (e.g. --metric). Options of extraCsvOptions()
    /// are added by the command line itself.
    virtual QList<QCommandLineOption> cliOptions() const { return {}; }
    /// Applies them; returns an error message naming the option, or an empty string.
    virtual QString applyCliOptions(const QCommandLineParser& parser);

    AppState* state() const { return m_state; }

protected:
    /// For views made of widgets rather than one plot: lays `widget` out at `size`, paints it
    /// with `painter`, and restores its size.
    static void renderWidget(QWidget* widget, QCPPainter* painter, const QSize& size);

signals:
    /// The view's own controls or viewport changed: the controller should recompute it.
    void updateRequested();
    /// A line for the status bar (hover read-outs).
    void statusMessage(const QString& message);

private:
    AppState* m_state;
};

} // namespace pe::ui
