#include "ui/views/clock/clockview.h"

#include "ui/framework/liverecording.h"
#include "ui/framework/numberlist.h"
#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/viewhelpers.h"

#include "core/formula/formula.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/views/clock/clockfigure.h"
#include "ui/widgets/realspinbox.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(clock, ClockView)

namespace {
constexpr int kTickMs = 40;
/// The position slider counts this many lines of text wide when the controls choose one row or
/// two: its own least width is a few pixels, a slider nobody can drag.
constexpr int kLeastSliderLines = 6;
} // namespace

void ClockView::bindSettings(SettingsSchema<ClockSettings>& s)
{
    s.bind(QStringLiteral("pairs"), &ClockSettings::subset,
           {core::PairSubset::First, core::PairSubset::Last, core::PairSubset::Spaced}, &core::pairSubsetName)
        .bind(QStringLiteral("pair-count"), &ClockSettings::count, 1, ClockSettings::kMaxDials)
        .bind(QStringLiteral("trail"), &ClockSettings::trail, 0, ClockSettings::kMaxTrail)
        .bind(QStringLiteral("zoom-arcs"), &ClockSettings::zoomArcs)
        .bind(QStringLiteral("wall-periods"), &ClockSettings::wallPeriods,
              {core::WallPeriods::Clock, core::WallPeriods::Printed}, &core::wallPeriodsName);
}

ClockView::ClockView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new OpaquePlot(this))
    , m_figure(new ClockFigure(m_plot))
{
    auto* positionLabel = new QLabel(tr("Posi&tion t:"), this);
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    m_positionSlider->setToolTip(tr("The position t every hand points at (0 to L − 1). Drag it and watch the fast "
                                    "hands spin while the slow ones barely move."));
    positionLabel->setBuddy(m_positionSlider);
    m_positionSpin = new IntegerSpinBox(this);
    m_positionSpin->setToolTip(tr("The position t, typed exactly."));
    m_positionSpin->setMinimumWidth(90);
    m_playButton = new QPushButton(tr("Pla&y"), this);
    m_playButton->setCheckable(true);
    m_playButton->setToolTip(tr("Advance t automatically at the chosen speed; it starts again at 0 after L − 1."));
    m_recordButton = new QPushButton(tr("Re&cord"), this);
    m_recordButton->setCheckable(true);
    m_recordButton->setObjectName(QStringLiteral("recordButton"));
    m_recordButton->setToolTip(tr("Record the clock as it plays into an MP4, WebM or GIF (1280 × 720): choose the "
                                  "file, and it plays; press again to stop and write the file."));
    auto* speedLabel = m_speedLabel = new QLabel(tr("S&peed:"), this);
    m_speedBox = new QComboBox(this);
    for (int s : {1, 2, 5, 10, 20, 50, 100, 1000, 10000})
        m_speedBox->addItem(tr("%1 positions/s").arg(numbers::integer(s)), s);
    m_speedBox->setCurrentIndex(2);
    m_speedBox->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // whole at any text size
    m_speedBox->setToolTip(tr("How many positions t advances per second while playing."));
    speedLabel->setBuddy(m_speedBox);

    m_controlRow = new QHBoxLayout;
    m_controlRow->addWidget(positionLabel);
    m_controlRow->addWidget(m_positionSlider, 1);
    m_controlRow->addWidget(m_positionSpin);
    for (QWidget* w : playControls())
        m_controlRow->addWidget(w);
    m_secondRow = new QHBoxLayout;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_controlRow);
    layout->addLayout(m_secondRow);
    layout->addWidget(m_plot, 1);

    m_positionSlider->setObjectName(QStringLiteral("positionSlider"));
    m_positionSpin->setObjectName(QStringLiteral("positionSpin"));
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_speedBox->setObjectName(QStringLiteral("speedBox"));

    m_timer = new QTimer(this);
    m_timer->setInterval(kTickMs);
    connect(m_timer, &QTimer::timeout, this, &ClockView::onTick);
    connect(m_playButton, &QPushButton::toggled, this, &ClockView::setPlaying);
    connect(m_recordButton, &QPushButton::toggled, this, [this](bool on) {
        if (on == isRecording())
            return;
        QString error;
        if (on) {
            const QString path = QFileDialog::getSaveFileName(this, tr("Record the clock"), QStringLiteral("clock.mp4"),
                                                              tr("Video or animated GIF (*.mp4 *.webm *.gif)"));
            if (path.isEmpty() || !startRecording(path, &error)) {
                const QSignalBlocker blocker(m_recordButton);
                m_recordButton->setChecked(false);
                if (!error.isEmpty())
                    emit statusMessage(tr("Cannot record: %1").arg(error));
            }
        } else {
            finishRecording();
        }
    });
    connect(m_positionSlider, &QSlider::valueChanged, this, [this](int v) { emit positionRequested(v); });
    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { emit positionRequested(v); });
    syncPosition();
}

void ClockView::inputsChanged(const ViewInputs& previous)
{
    if (previous.params.length != inputs().params.length || previous.position != inputs().position)
        syncPosition();
}

void ClockView::syncPosition()
{
    const int last = static_cast<int>(inputs().params.length - 1);
    helpers::showPosition(m_positionSpin, m_positionSlider, last, static_cast<int>(inputs().position),
                          std::max(1, last / 20));
}

bool ClockView::isPlaying() const
{
    return m_timer->isActive();
}

double ClockView::speed() const
{
    return m_speedBox->currentData().toDouble();
}

void ClockView::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        m_carry = 0;
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
    }
    const QSignalBlocker blocker(m_playButton);
    m_playButton->setChecked(playing);
    m_playButton->setText(playing ? tr("Pa&use") : tr("Pla&y"));
}

void ClockView::onTick()
{
    m_carry += speed() * static_cast<double>(m_clock.restart()) / 1000.0;
    const double steps = std::floor(m_carry);
    if (steps < 1)
        return;
    m_carry -= steps;
    const long length = inputs().params.length;
    const long advance = static_cast<long>(std::fmod(steps, static_cast<double>(length)));
    emit positionRequested((inputs().position + advance) % length);
}

bool ClockView::startRecording(const QString& path, QString* error)
{
    if (!m_recording) {
        m_recording = new LiveRecording(this, this);
        connect(m_recording, &LiveRecording::failed, this, [this](const QString& e) {
            const QSignalBlocker blocker(m_recordButton);
            m_recordButton->setChecked(false);
            emit statusMessage(tr("Recording failed: %1").arg(e));
        });
    }
    // One video frame per frame drawn: as many per second as the clock draws.
    const double fps = std::min(speed(), 1000.0 / kTickMs);
    if (!m_recording->start(path, QSize(1280, 720), fps, error))
        return false;
    m_recordPath = path;
    const QSignalBlocker blocker(m_recordButton);
    m_recordButton->setChecked(true);
    setPlaying(true);
    return true;
}

bool ClockView::stopRecording(QString* error)
{
    setPlaying(false);
    const QSignalBlocker blocker(m_recordButton);
    m_recordButton->setChecked(false);
    return m_recording && m_recording->finish(error);
}

void ClockView::finishRecording()
{
    QString error;
    const int frames = m_recording ? m_recording->frames() : 0;
    if (stopRecording(&error))
        emit statusMessage(tr("Recorded %1 frames to %2").arg(numbers::integer(frames)).arg(m_recordPath));
    else
        emit statusMessage(tr("Recording failed: %1").arg(error));
}

bool ClockView::isRecording() const
{
    return m_recording && m_recording->active();
}

QList<QWidget*> ClockView::playControls() const
{
    return {m_playButton, m_recordButton, m_speedLabel, m_speedBox};
}

void ClockView::placeControls()
{
    // The position, Play, Record and the speed in one row while the view is wide enough for
    // all of them at their least size, else Play, Record and the speed in a second row: a narrow
    // pane (side by side at 200 %) squeezed them, "Record" cut and the speed read "5 posit".
    int oneRow = 0;
    for (int i = 0; i < m_controlRow->count(); ++i)
        if (QLayoutItem* item = m_controlRow->itemAt(i); item->widget())
            oneRow += item->widget() == m_positionSlider
                          ? std::max(item->minimumSize().width(), kLeastSliderLines * fontMetrics().height())
                          : item->minimumSize().width();
    for (int i = 0; i < m_secondRow->count(); ++i)
        if (QLayoutItem* item = m_secondRow->itemAt(i); item->widget())
            oneRow += item->minimumSize().width();
    const QMargins margins = layout()->contentsMargins();
    const int spacing = m_controlRow->spacing() >= 0
                            ? m_controlRow->spacing()
                            : style()->layoutSpacing(QSizePolicy::PushButton, QSizePolicy::PushButton, Qt::Horizontal);
    oneRow += 6 * std::max(0, spacing) + margins.left() + margins.right();
    const bool twoRows = width() < oneRow;
    if (twoRows == (m_secondRow->count() > 0))
        return;
    for (QWidget* w : playControls())
        (twoRows ? m_controlRow : m_secondRow)->removeWidget(w);
    for (QWidget* w : playControls())
        (twoRows ? m_secondRow : m_controlRow)->addWidget(w);
    if (twoRows)
        m_secondRow->addStretch(1);
    else if (QLayoutItem* stretch = m_secondRow->takeAt(0))
        delete stretch;
}

void ClockView::resizeEvent(QResizeEvent* event)
{
    placeControls();
    View::resizeEvent(event);
}

void ClockView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        placeControls();
    View::changeEvent(event);
}

bool ClockView::event(QEvent* event)
{
    // A control's new least size (Play turned Pause, in another language a longer word).
    if (event->type() == QEvent::LayoutRequest)
        placeControls();
    return View::event(event);
}

void ClockView::hideEvent(QHideEvent* event)
{
    // A hidden clock would keep moving t under the other views (a recording ends with it).
    if (isRecording())
        finishRecording();
    setPlaying(false);
    View::hideEvent(event);
}

QString ClockView::subsetText() const
{
    if (!frame())
        return {};
    const ClockFrame& f = *frame();
    // The list of k wraps every 24 values so that 32 dials still fit under the figure; its
    // separator is the language's, as in every list of numbers ("0 ; 36 ; 73" in French).
    const QString separator = numbers::listSeparator();
    QString ks;
    for (std::size_t i = 0; i < f.pairs.size(); ++i) {
        if (i > 0)
            ks += i % 24 == 0 ? separator.chopped(1) + QLatin1Char('\n') : separator; // ", " as ",\n"
        ks += numbers::integer(f.pairs[i]);
    }
    const int shown = static_cast<int>(f.pairs.size());
    if (shown == f.totalPairs)
        return tr("Showing all %1 pairs: k = %2").arg(numbers::integer(shown)).arg(ks);
    const QString how = f.subset == core::PairSubset::First  ? tr("the first (fastest)")
                        : f.subset == core::PairSubset::Last ? tr("the last (slowest)")
                                                             : tr("evenly spaced");
    return tr("Showing %1 of %2 pairs, %3: k = %4")
        .arg(numbers::integer(shown))
        .arg(numbers::integer(f.totalPairs))
        .arg(how, ks);
}

void ClockView::draw(const ClockFrame& frame)
{
    // The pairs shown are named once, in the figure's line under the dials (exports and
    // presentation mode have it too); a line above the figure repeated it.
    const QString subset = subsetText();
    const auto& p = frame.params;
    const QString d = shared::caption(*shared::find(QStringLiteral("d")), p);
    const QString base = shared::caption(*shared::find(QStringLiteral("base")), p);
    const QString t = numbers::integer(frame.clock.position);
    const QString title =
        tr("t = %1: hand k at (sin ω_k t, cos ω_k t), t = 0 at 12 o'clock · %2, %3").arg(t).arg(d).arg(base);
    // Where the figure is too tall for its room, the title keeps t, d and n in one line (the
    // dials say the rest).
    const QString shortTitle = tr("t = %1 · %2, %3", "the clock's title in short").arg(t).arg(d).arg(base);
    m_figure->show(frame.clock, title, shortTitle, subset, static_cast<long>(p.length - 1), settings().zoomArcs);
}

QString ClockView::caption() const
{
    return tr("%1, t = %2").arg(View::caption()).arg(numbers::integer(inputs().position));
}

} // namespace pe::ui
