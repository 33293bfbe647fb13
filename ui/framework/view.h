#pragma once

#include "ui/framework/presets.h"
#include "ui/framework/setting.h"
#include "ui/framework/viewinputs.h"

#include <QMap>
#include <QWidget>

#include <functional>
#include <vector>

class QCPPainter;
class QCustomPlot;

namespace pe::core::io {
class CsvWriter;
}

namespace pe::ui {

class View;

/// An extra CSV output of a view, offered on the command line as --option FILE.
struct ExtraCsv {
    QString option; ///< e.g. "csv-offset"
    TranslatedText help;
};

/// A kind of view, declared once by the view's folder (its data file <name>.json, see
/// TypedView::describe): the framework builds its tab, controls, command-line options, help,
/// presets, remembered settings and CSV outputs from this alone, without constructing the view.
struct ViewDescriptor {
    QString id;             ///< --view name, e.g. "heatmap"
    int order = 0;          ///< tab order (smaller first)
    TranslatedText title;   ///< tab title
    TranslatedText summary; ///< one sentence on what it teaches
    std::vector<SettingInfo> settings;
    std::vector<ExtraCsv> extraCsv;
    /// The figures this view reproduces, each a complete command line (--view included), listed
    /// in the Presets menu and by --list-presets in tab order.
    std::vector<Preset> presets;
    /// Optional: checks settings that bound each other (e.g. K within the training window) on
    /// the command line, once all are read: `settings` holds the checked text of those given
    /// (the others keep their defaults). Returns a message naming the option, or an empty string.
    std::function<QString(const QMap<QString, QString>& settings, const core::EncodingParams& params)> checkSettings;
    std::function<View*(QWidget* parent)> create;
    /// The view looks at positions past L-1 (up to Limits::maxInspectedPosition): --position is
    /// checked against that limit instead of L-1, and the view reads ViewInputs::requestedPosition
    /// ("positions_beyond_length" in the data file).
    bool positionsBeyondLength = false;
    /// What is wrong with the view's data file or with the binding of its settings (one line
    /// each); viewTypes() stops the program on any, so that a broken declaration never runs.
    QStringList problems;

    /// The view `id` as its data file ui/views/<id>/<id>.json declares it: order, title, summary,
    /// extra CSV outputs, presets and the settings (which the view's schema() binds).
    static ViewDescriptor declared(const QString& id);

    QString translatedTitle() const;
    QString translatedSummary() const;
    const SettingInfo* setting(const QString& key) const;
};

/// One page of the main window. The framework gives it its inputs (setInputs) and its own
/// settings (as text, through the declared schema); the view turns them into a job that
/// runs a pure computation off the GUI thread, then draws the frame the job returned.
/// Views derive from TypedView, which implements the type-erased half of this contract.
///
/// Contract with the Controller:
///  - makeJob() runs on the GUI thread and captures everything the job needs by value;
///  - the returned job runs on a worker thread and must not touch any QObject;
///  - applyFrame() runs on the GUI thread with what the job returned, and replots.
class View : public QWidget {
    Q_OBJECT
public:
    using Job = std::function<FramePtr()>;

    explicit View(const ViewDescriptor& descriptor, QWidget* parent = nullptr);

    const ViewDescriptor& descriptor() const { return m_descriptor; }
    QString id() const { return m_descriptor.id; }
    QString title() const { return m_descriptor.translatedTitle(); }
    QString summary() const { return m_descriptor.translatedSummary(); }

    /// The inputs shared by all views; the framework calls setInputs() on every change.
    const ViewInputs& inputs() const { return m_inputs; }
    void setInputs(const ViewInputs& inputs);

    /// The view's settings as text, keyed by SettingInfo::key.
    virtual QString settingText(const QString& key) const = 0;
    /// Sets one setting from text; returns an error naming the option, or an empty string.
    QString setSettingText(const QString& key, const QString& text);
    /// Every setting back to its declared default.
    virtual void resetSettings() = 0;

    virtual Job makeJob() = 0;
    virtual void applyFrame(const FramePtr& frame) = 0;
    /// Keeps a frame as the one the next job follows up, without drawing it (by default it is
    /// drawn).
    virtual void adoptFrame(const FramePtr& frame) { applyFrame(frame); }
    /// True when the frame on screen still has parts to come (Frame::pending).
    virtual bool framePending() const { return false; }
    /// Computes the rest of a pending frame here and now, on the calling thread, and draws it:
    /// exports call it so that a file never holds a figure or numbers still being worked out.
    void completeFrame();
    /// Computes a frame here and now, on the calling thread, with every follow-up a pending
    /// frame asks for, and draws only the last: a headless export never lays out a figure it
    /// does not keep.
    void computeNow();

    /// Draws the figure (without caption) at the given logical size. The default renders
    /// primaryPlot().
    virtual void renderFigure(QCPPainter* painter, const QSize& size);
    /// The parameters the figure shows, for its caption.
    virtual QString caption() const;
    /// The plot that renderFigure() draws by default; nullptr when the view has none.
    virtual QCustomPlot* primaryPlot() const { return nullptr; }

    /// Why a CSV output cannot be written (too large...), or an empty string. `option` is empty
    /// for the main CSV, or an ExtraCsv option.
    virtual QString csvProblem(const QString& option) const;
    /// How many numbers a CSV output holds under the current inputs and settings (`option` as
    /// for csvProblem), or -1 when the view does not say: exports estimate the file's size from
    /// it before any work and refuse files above exporter::kMaxCsvBytes unless forced.
    virtual qint64 csvValueCount(const QString& option) const
    {
        Q_UNUSED(option);
        return -1;
    }
    /// Writes the exact numbers behind the figure (`option` as for csvProblem). Long writers
    /// stop when out.ok() turns false (the user cancelled, or the disk is full).
    virtual void writeCsv(const QString& option, core::io::CsvWriter& out) const = 0;

protected:
    /// The inputs changed (old values in `previous`): reset zooms, retitle...
    virtual void inputsChanged(const ViewInputs& previous) { Q_UNUSED(previous); }
    /// Stores a checked, normalised setting.
    virtual void storeSettingText(const QString& key, const QString& text) = 0;

    /// For views made of widgets rather than one plot: lays `widget` out at `size`, paints it
    /// with `painter`, and restores its size.
    static void renderWidget(QWidget* widget, QCPPainter* painter, const QSize& size);
    /// Draws `plot` with `painter` at `size` (QCustomPlot::toPainter, which lays the figure out
    /// at that size with its layout pass); the widget is laid out at its own size again afterwards.
    static void paintPlot(QCustomPlot* plot, QCPPainter* painter, const QSize& size);
    /// Lays `plot` out in its current viewport without drawing, as it was last decided (the
    /// layout pass's steps run at the next replot: ui/plotting/figureplot.h).
    static void layOutPlot(QCustomPlot* plot);

signals:
    /// The view's settings or viewport changed: the controller should recompute it.
    void updateRequested();
    /// A setting changed (from a control, the command line or a preset), for undo and panels.
    void settingChanged(const QString& key);
    /// The user moved the position from inside the view (a slider, the clock's Play).
    void positionRequested(long position);
    /// The user asked for other shared parameters from inside the view (an article's example).
    void paramsRequested(const pe::core::EncodingParams& params);
    /// The user asked to look at one cell in another view (e.g. a heatmap double-click).
    void cellActivated(long position, int dim);
    /// The user asked to open another view (e.g. a row of the comparison table).
    void viewRequested(const QString& id);
    /// A line for the status bar (hover read-outs).
    void statusMessage(const QString& message);
    /// setInputs() has run (panels update encoding-dependent ranges).
    void inputsUpdated();
    /// A new frame has been drawn (a live recording takes it).
    void frameShown();

private:
    const ViewDescriptor& m_descriptor;
    ViewInputs m_inputs;
};

} // namespace pe::ui
