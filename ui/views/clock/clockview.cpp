#include "ui/views/clock/clockview.h"

#include "ui/framework/appstate.h"
#include "ui/views/clock/clockfigure.h"
#include "core/encoding.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/widgets/stablelabel.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

namespace pe::ui {

namespace {
struct ClockResult {
    core::EncodingParams params;
    core::PairSubset subset = core::PairSubset::Spaced;
    int totalPairs = 0;
    std::vector<int> pairs;
    core::ClockFrame frame;
};

const QString kPairs = QStringLiteral("pairs");
const QString kPairCount = QStringLiteral("pair-count");
const QString kTrail = QStringLiteral("trail");
constexpr int kTickMs = 40;
} // namespace

ClockView::ClockView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new OpaquePlot(this))
    , m_figure(new ClockFigure(m_plot))
{
    auto* positionLabel = new QLabel(tr("Posi&tion t:"), this);
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    m_positionSlider->setToolTip(tr("The position t every hand points at (0 to L − 1). Drag it and watch the fast "
                                    "hands spin while the slow ones barely move."));
    positionLabel->setBuddy(m_positionSlider);
    m_positionSpin = new QSpinBox(this);
    m_positionSpin->setToolTip(tr("The position t, typed exactly."));
    m_positionSpin->setMinimumWidth(90);
    m_playButton = new QPushButton(tr("Pla&y"), this);
    m_playButton->setCheckable(true);
    m_playButton->setToolTip(tr("Advance t automatically at the chosen speed; it starts again at 0 after L − 1."));
    auto* speedLabel = new QLabel(tr("Sp&eed:"), this);
    m_speedBox = new QComboBox(this);
    for (int s : {1, 2, 5, 10, 20, 50, 100, 1000, 10000})
        m_speedBox->addItem(tr("%1 positions/s").arg(s), s);
    m_speedBox->setCurrentIndex(2);
    m_speedBox->setToolTip(tr("How many positions t advances per second while playing."));
    speedLabel->setBuddy(m_speedBox);

    auto* subsetLabel = new QLabel(tr("P&airs:"), this);
    m_subsetBox = new QComboBox(this);
    m_subsetBox->addItem(tr("first (fastest)"), static_cast<int>(core::PairSubset::First));
    m_subsetBox->addItem(tr("last (slowest)"), static_cast<int>(core::PairSubset::Last));
    m_subsetBox->addItem(tr("evenly spaced"), static_cast<int>(core::PairSubset::Spaced));
    m_subsetBox->setCurrentIndex(2);
    m_subsetBox->setToolTip(tr("Which frequency pairs get a dial when there are more pairs than dials: the first "
                               "(fast) ones, the last (slow) ones, or pairs evenly spaced from k = 0 to the last."));
    subsetLabel->setBuddy(m_subsetBox);
    auto* countLabel = new QLabel(tr("D&ials:"), this);
    m_countSpin = new QSpinBox(this);
    m_countSpin->setRange(1, kMaxDials);
    m_countSpin->setValue(m_count);
    m_countSpin->setToolTip(tr("How many pairs to show, one dial each (1 to %1).").arg(kMaxDials));
    countLabel->setBuddy(m_countSpin);
    auto* trailLabel = new QLabel(tr("T&rail:"), this);
    m_trailSpin = new QSpinBox(this);
    m_trailSpin->setRange(0, kMaxTrail);
    m_trailSpin->setValue(m_trail);
    m_trailSpin->setSuffix(tr(" positions"));
    m_trailSpin->setToolTip(tr("How many positions up to t each dial shows as dots, coloured from old (dark) to t "
                               "(yellow)."));
    trailLabel->setBuddy(m_trailSpin);
    // A new text (a new d or pair subset) must not relayout the window.
    m_subsetLabel = new StableLabel(this);
    m_subsetLabel->setToolTip(tr("The pairs the dials show, out of all d/2 pairs."));
    m_subsetLabel->label()->setWordWrap(true);

    auto* grid = new QGridLayout;
    grid->addWidget(positionLabel, 0, 0);
    grid->addWidget(m_positionSlider, 0, 1, 1, 5);
    grid->addWidget(m_positionSpin, 0, 6);
    grid->addWidget(m_playButton, 0, 7);
    grid->addWidget(speedLabel, 0, 8);
    grid->addWidget(m_speedBox, 0, 9);
    grid->addWidget(subsetLabel, 1, 0);
    grid->addWidget(m_subsetBox, 1, 1);
    grid->addWidget(countLabel, 1, 2);
    grid->addWidget(m_countSpin, 1, 3);
    grid->addWidget(trailLabel, 1, 4);
    grid->addWidget(m_trailSpin, 1, 5);
    grid->addWidget(m_subsetLabel, 1, 6, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(5, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(grid);
    layout->addWidget(m_plot, 1);

    m_positionSlider->setObjectName(QStringLiteral("positionSlider"));
    m_positionSpin->setObjectName(QStringLiteral("positionSpin"));
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_speedBox->setObjectName(QStringLiteral("speedBox"));
    m_subsetBox->setObjectName(QStringLiteral("subsetBox"));
    m_countSpin->setObjectName(QStringLiteral("countSpin"));
    m_trailSpin->setObjectName(QStringLiteral("trailSpin"));

    m_timer = new QTimer(this);
    m_timer->setInterval(kTickMs);
    connect(m_timer, &QTimer::timeout, this, &ClockView::onTick);
    connect(m_playButton, &QPushButton::toggled, this, &ClockView::setPlaying);
    connect(m_positionSlider, &QSlider::valueChanged, state, [state](int v) { state->setPosition(v); });
    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), state, [state](int v) { state->setPosition(v); });
    connect(state, &AppState::positionChanged, this, &ClockView::syncPosition);
    connect(state, &AppState::lengthChanged, this, &ClockView::syncLength);
    connect(m_subsetBox, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { setSubset(static_cast<core::PairSubset>(m_subsetBox->currentData().toInt())); });
    connect(m_countSpin, qOverload<int>(&QSpinBox::valueChanged), this, &ClockView::setPairCount);
    connect(m_trailSpin, qOverload<int>(&QSpinBox::valueChanged), this, &ClockView::setTrailLength);
    syncLength();
}

QString ClockView::title() const
{
    return tr("Clock hands");
}

QString ClockView::summary() const
{
    return tr("Each frequency pair is a clock hand at (sin ω_k t, cos ω_k t): fast pairs spin like a second hand, "
              "slow pairs barely move, and together they tell the position like a wall clock tells the time.");
}

void ClockView::syncLength()
{
    const int last = static_cast<int>(state()->length() - 1);
    {
        const QSignalBlocker a(m_positionSlider);
        const QSignalBlocker b(m_positionSpin);
        m_positionSlider->setRange(0, last);
        m_positionSpin->setRange(0, last);
        m_positionSlider->setPageStep(std::max(1, last / 20));
    }
    syncPosition();
}

void ClockView::syncPosition()
{
    const int t = static_cast<int>(state()->position());
    const QSignalBlocker a(m_positionSlider);
    const QSignalBlocker b(m_positionSpin);
    m_positionSlider->setValue(t);
    m_positionSpin->setValue(t);
}

void ClockView::setSubset(core::PairSubset subset)
{
    if (subset == m_subset)
        return;
    m_subset = subset;
    const QSignalBlocker blocker(m_subsetBox);
    m_subsetBox->setCurrentIndex(m_subsetBox->findData(static_cast<int>(subset)));
    emit updateRequested();
}

void ClockView::setPairCount(int count)
{
    count = std::clamp(count, 1, kMaxDials);
    if (count == m_count)
        return;
    m_count = count;
    const QSignalBlocker blocker(m_countSpin);
    m_countSpin->setValue(count);
    emit updateRequested();
}

void ClockView::setTrailLength(int length)
{
    length = std::clamp(length, 0, kMaxTrail);
    if (length == m_trail)
        return;
    m_trail = length;
    const QSignalBlocker blocker(m_trailSpin);
    m_trailSpin->setValue(length);
    emit updateRequested();
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
    const qint64 length = state()->length();
    const qint64 advance = static_cast<qint64>(std::fmod(steps, static_cast<double>(length)));
    state()->setPosition((state()->position() + advance) % length);
}

void ClockView::hideEvent(QHideEvent* event)
{
    // A hidden clock would keep moving t under the other views.
    setPlaying(false);
    View::hideEvent(event);
}

View::Job ClockView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const long t = static_cast<long>(state()->position());
    const core::PairSubset subset = m_subset;
    const int count = m_count;
    const int trail = m_trail;
    return [=]() -> std::any {
        auto r = std::make_shared<ClockResult>();
        r->params = params;
        r->subset = subset;
        r->totalPairs = core::pairCount(params.dim);
        r->pairs = core::selectPairs(r->totalPairs, subset, count);
        r->frame = core::clockFrame(params, r->pairs, t, trail);
        return std::shared_ptr<const ClockResult>(r);
    };
}

QString ClockView::subsetText() const
{
    // The list of k wraps every 24 values so that 32 dials still fit under the figure.
    QString ks;
    for (std::size_t i = 0; i < m_pairs.size(); ++i) {
        if (i > 0)
            ks += i % 24 == 0 ? QStringLiteral(",\n") : QStringLiteral(", ");
        ks += QString::number(m_pairs[i]);
    }
    const int shown = static_cast<int>(m_pairs.size());
    if (shown == m_totalPairs)
        return tr("Showing all %1 pairs: k = %2").arg(shown).arg(ks);
    const QString how = m_shownSubset == core::PairSubset::First  ? tr("the first (fastest)")
                        : m_shownSubset == core::PairSubset::Last ? tr("the last (slowest)")
                                                                  : tr("evenly spaced");
    return tr("Showing %1 of %2 pairs, %3: k = %4").arg(shown).arg(m_totalPairs).arg(how, ks);
}

void ClockView::applyResult(const std::any& any)
{
    const auto r = std::any_cast<std::shared_ptr<const ClockResult>>(any);
    m_frame = r->frame;
    m_pairs = r->pairs;
    m_totalPairs = r->totalPairs;
    m_shownSubset = r->subset;
    m_subsetLabel->setText(subsetText().replace(QLatin1Char('\n'), QLatin1Char(' ')));
    const auto& p = r->params;
    const QString title = tr("t = %1: hand k at (sin ω_k t, cos ω_k t), t = 0 at 12 o'clock · d = %2, n = %3")
                              .arg(m_frame.position)
                              .arg(p.dim)
                              .arg(QString::fromStdString(core::formatNumber(p.base)));
    m_figure->show(m_frame, title, subsetText(), static_cast<long>(p.length - 1));
}

QString ClockView::caption() const
{
    return tr("%1, t = %2").arg(View::caption()).arg(state()->position());
}

void ClockView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    const long t = static_cast<long>(state()->position());
    out << "pair,dim_sin,dim_cos,omega,wavelength,angle_rad,sin,cos,turns\n";
    char buffer[256];
    for (int k = 0; k < core::pairCount(p.dim); ++k) {
        const core::Hand h = core::hand(p, k, t);
        const QString dimCos = h.dimCos >= 0 ? QString::number(h.dimCos) : QString();
        std::snprintf(buffer, sizeof buffer, ",%.17g,%.17g,%.17g,%.17g,%.17g,%lld\n", h.omega, h.wavelength, h.angle,
                      h.sin, h.cos, h.turns);
        out << k << ',' << h.dimSin << ',' << dimCos << QString::fromLatin1(buffer);
    }
}

QList<QCommandLineOption> ClockView::commandLineOptions()
{
    return {
        QCommandLineOption(kPairs, tr("clock: which pairs get a dial: first, last or spaced (default spaced)."),
                           tr("subset")),
        QCommandLineOption(kPairCount, tr("clock: number of dials, 1 to %1 (default 8).").arg(kMaxDials), tr("N")),
        QCommandLineOption(kTrail, tr("clock: trail length in positions, 0 to %1 (default 20).").arg(kMaxTrail),
                           tr("N")),
    };
}

QString ClockView::applyCliOptions(const QCommandLineParser& parser)
{
    auto integer = [&parser](const QString& name, int lo, int hi, int* value) -> QString {
        if (!parser.isSet(name))
            return {};
        bool ok = false;
        const QString text = parser.value(name);
        const int v = text.toInt(&ok);
        if (!ok || v < lo || v > hi)
            return tr("--%1: '%2' is not an integer from %3 to %4").arg(name, text).arg(lo).arg(hi);
        *value = v;
        return {};
    };
    if (parser.isSet(kPairs)) {
        const auto subset = core::parsePairSubset(parser.value(kPairs).toStdString());
        if (!subset)
            return tr("--pairs: '%1' is not a subset (use first, last or spaced)").arg(parser.value(kPairs));
        setSubset(*subset);
    }
    int count = m_count, trail = m_trail;
    if (QString e = integer(kPairCount, 1, kMaxDials, &count); !e.isEmpty())
        return e;
    if (QString e = integer(kTrail, 0, kMaxTrail, &trail); !e.isEmpty())
        return e;
    setPairCount(count);
    setTrailLength(trail);
    return {};
}

} // namespace pe::ui
