#include "ui/shell/animationdialog.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/session.h"
#include "ui/framework/setting.h"
#include "ui/framework/settings.h"
#include "ui/framework/videowriter.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/views/clock/clockview.h"
#include "ui/widgets/realspinbox.h"
#include "ui/widgets/savepathfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cfloat>
#include <memory>

namespace pe::ui {

namespace {
const char* const kExtensions[] = {"mp4", "webm", "gif"};
}

AnimationDialog::AnimationDialog(const QString& path, const QSize& size, const AppState& state, const View& view,
                                 bool positionSweep, QWidget* parent)
    : QDialog(parent)
    , m_state(state)
    , m_view(view)
{
    setWindowTitle(tr("Export animation"));
    m_parameter = new QComboBox(this);
    m_parameter->addItem(tr("Position t"), QStringLiteral("position"));
    m_parameter->addItem(tr("Dimension d"), QStringLiteral("d"));
    m_parameter->addItem(tr("Base n (swept geometrically)"), QStringLiteral("base"));
    m_parameter->addItem(tr("Sequence length L"), QStringLiteral("length"));
    for (const QString& key : animation::viewParameters(view.descriptor()))
        m_parameter->addItem(view.descriptor().setting(key)->translatedLabel(), key);
    m_parameter->setToolTip(tr("The parameter that changes from frame to frame; everything else stays as it is now."));
    m_from = new RealSpinBox(this);
    m_to = new RealSpinBox(this);
    for (QDoubleSpinBox* s : {m_from, m_to}) {
        s->setRange(-1e9, 1e9);
        s->setDecimals(4);
    }
    m_frames = new QSpinBox(this);
    m_frames->setRange(animation::kMinFrames, animation::kMaxFrames);
    m_frames->setValue(animation::kDefaultFrames);
    m_fps = new QDoubleSpinBox(this);
    m_fps->setRange(0.5, animation::kMaxFps);
    m_fps->setValue(animation::kDefaultFps);
    m_fps->setSuffix(tr(" frames/s"));
    m_format = new QComboBox(this);
    m_format->addItem(tr("MP4 (H.264)"));
    m_format->addItem(tr("WebM (VP9)"));
    m_format->addItem(tr("GIF (256 colours)"));
    for (int i = 0; i < 3; ++i)
        if (const auto c = VideoWriter::containerForPath(QStringLiteral("x.") + QLatin1String(kExtensions[i])))
            if (const QString problem = VideoWriter::encoderProblem(*c); !problem.isEmpty())
                m_format->setItemData(i, problem, Qt::ToolTipRole);
    m_halfChroma = new QCheckBox(tr("Colour at half resolution (4:2:0)"), this);
    m_halfChroma->setToolTip(tr("For players that need it (web browsers' H.264, presentation programs): sharp colour "
                                "edges blur. Off, the frames keep the figures' colours exactly (4:4:4)."));
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* s : {m_width, m_height}) {
        s->setRange(exporter::kMinSide, exporter::kMaxSide);
        s->setSingleStep(2);
        s->setSuffix(tr(" px"));
    }
    m_width->setValue(size.width() & ~1);
    m_height->setValue(size.height() & ~1);
    m_path = new SavePathField(path, tr("Export animation"), tr("Animations (*.mp4 *.webm *.gif)"), this);
    m_path->edit()->setToolTip(tr("The extension follows the format: .mp4, .webm or .gif."));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // Two columns (the sweep; the file's format and size) keep the dialog low enough for a
    // 1280 x 720 projector at 200 %.
    auto* sweepForm = new QFormLayout;
    sweepForm->addRow(tr("&Parameter"), m_parameter);
    sweepForm->addRow(tr("F&rom"), m_from);
    sweepForm->addRow(tr("&To"), m_to);
    sweepForm->addRow(tr("Fra&mes"), m_frames);
    sweepForm->addRow(tr("Frame rat&e"), m_fps);
    auto* fileForm = new QFormLayout;
    fileForm->addRow(tr("F&ormat"), m_format);
    fileForm->addRow(QString(), m_halfChroma);
    fileForm->addRow(tr("&Width"), m_width);
    fileForm->addRow(tr("&Height"), m_height);
    auto* columns = new QHBoxLayout;
    columns->addLayout(sweepForm);
    columns->addSpacing(12);
    columns->addLayout(fileForm);
    auto* fileLabel = new QLabel(tr("&File"), this);
    fileLabel->setBuddy(m_path->edit());
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_path, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addLayout(fileRow);
    layout->addWidget(buttons);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &AnimationDialog::parameterChosen);
    connect(m_format, &QComboBox::currentIndexChanged, this, &AnimationDialog::formatChosen);
    connect(m_path, &SavePathField::chosen, this, [this](const QString& file) {
        if (const auto c = VideoWriter::containerForPath(file))
            m_format->setCurrentIndex(static_cast<int>(*c));
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_parameter->setCurrentIndex(positionSweep ? 0 : 3);
    parameterChosen();
    if (positionSweep) // one frame per position, as the clock plays
        m_frames->setValue(std::clamp(static_cast<int>(m_to->value() - m_from->value()) + 1, animation::kMinFrames,
                                      animation::kMaxFrames));
    formatChosen();
}

void AnimationDialog::parameterChosen()
{
    const QString key = m_parameter->currentData().toString();
    const core::EncodingParams& p = m_state.params();
    double from = 0;
    double to = 0;
    int decimals = 0;
    if (key == QLatin1String("position")) {
        from = static_cast<double>(m_state.position());
        to = static_cast<double>(p.length - 1);
        if (to <= from)
            from = 0;
    } else if (key == QLatin1String("d")) {
        from = 2;
        to = p.dim;
    } else if (key == QLatin1String("base")) {
        from = 100;
        to = p.base;
        decimals = 2;
    } else if (key == QLatin1String("length")) {
        from = 10;
        to = static_cast<double>(p.length);
    } else if (const SettingInfo* s = m_view.descriptor().setting(key)) {
        from = s->minimum;
        to = s->hasRange || s->dynamicMaximum ? s->maximumFor(p) : m_view.settingText(key).toDouble();
        decimals = s->kind == SettingInfo::Kind::Real ? 4 : 0;
    }
    for (QDoubleSpinBox* s : {m_from, m_to})
        s->setDecimals(decimals);
    m_from->setValue(from);
    m_to->setValue(to);
}

void AnimationDialog::formatChosen()
{
    m_halfChroma->setEnabled(m_format->currentIndex() != 2); // a GIF has a palette, no chroma
    const QFileInfo info(path());
    m_path->edit()->setText(QDir(info.path())
                                .filePath(info.completeBaseName() + QLatin1Char('.') +
                                          QLatin1String(kExtensions[m_format->currentIndex()])));
}

QString AnimationDialog::path() const
{
    return m_path->path();
}

animation::Sweep AnimationDialog::sweep() const
{
    animation::Sweep s;
    s.parameter = m_parameter->currentData().toString();
    s.from = m_from->value();
    s.to = m_to->value();
    s.frames = m_frames->value();
    s.fps = m_fps->value();
    s.halfChroma = m_halfChroma->isChecked() && m_format->currentIndex() != 2;
    return s;
}

exporter::FigureOptions AnimationDialog::figure() const
{
    return {QSize(m_width->value(), m_height->value()), 1.0};
}

void exportAnimation(QWidget* parent, const AppState& state, View* view, Settings* settings)
{
    // While the clock plays, what plays is a position sweep: offer to record it.
    const auto* clock = qobject_cast<const ClockView*>(view);
    const bool positionSweep = clock && clock->isPlaying();
    const QString suggested = QDir(settings->exportFolder()).filePath(QStringLiteral("pe-%1.mp4").arg(view->id()));
    AnimationDialog dialog(suggested, settings->value(Settings::exportSize), state, *view, positionSweep, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = dialog.path();
    const animation::Sweep sweep = dialog.sweep();
    const exporter::FigureOptions figure = dialog.figure();
    const Session start = session::capture(state, {view}, view->id());
    QString error = animation::checkSweep(sweep, view->descriptor(), state.params(), start.position,
                                          start.settings.value(view->id()), state.embeddings() != nullptr);
    const std::optional<VideoWriter::Container> container = VideoWriter::containerForPath(path);
    if (error.isEmpty() && !container)
        error = QObject::tr("Unknown animation extension in “%1”: use .mp4, .webm or .gif.").arg(path);
    if (error.isEmpty())
        error = VideoWriter::encoderProblem(*container);
    if (error.isEmpty())
        error = VideoWriter::sizeProblem(*container, figure.size, sweep.halfChroma);
    if (error.isEmpty())
        error = exporter::checkWritable(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, QObject::tr("Export animation"), error);
        return;
    }
    // Each frame is drawn from a copy of the state (the window keeps showing what it showed),
    // from scratch, as the still export of that state would be.
    const ViewDescriptor& type = view->descriptor();
    const auto render = [&](int k, QString* e) {
        const animation::FrameState s =
            animation::frameState(sweep, type, k, start.params, start.position, start.settings.value(view->id()));
        Session frame = start;
        frame.params = s.params;
        frame.position = s.position;
        frame.settings.insert(view->id(), s.settings);
        return animation::drawFresh(
            view->id(),
            [&](AppState* st, View* v) {
                // The table is already loaded: the copy shares it (same file and tensor, so
                // session::apply does not read it again).
                st->setEmbeddings(state.embeddings(), state.embeddingsFile(), state.embeddingsTensor());
                return session::apply(frame, st, {v});
            },
            figure, e);
    };
    QProgressDialog progress(QObject::tr("Writing %1…").arg(QFileInfo(path).fileName()), QObject::tr("Cancel"), 0,
                             sweep.frames, parent);
    progress.setWindowTitle(QObject::tr("Export animation"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    const bool ok = animation::write(
        sweep, path, figure.size, render,
        [&](int done) {
            progress.setValue(done);
            return !progress.wasCanceled();
        },
        &error);
    progress.reset();
    if (!ok) {
        if (!progress.wasCanceled())
            QMessageBox::warning(parent, QObject::tr("Export animation failed"), error);
        return;
    }
    settings->setExportFolder(QFileInfo(path).absolutePath());
}

} // namespace pe::ui
