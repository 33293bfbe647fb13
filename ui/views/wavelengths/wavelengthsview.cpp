#include "ui/views/wavelengths/wavelengthsview.h"

#include "ui/framework/appstate.h"
#include "core/encoding.h"

#include <QCheckBox>
#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTextStream>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace pe::ui {

namespace {
const QString kCompareOption = QStringLiteral("compare-d");
const QString kAlienOption = QStringLiteral("alien-base");
const QString kThresholdOption = QStringLiteral("informative-threshold");
const QString kLaddersCsv = QStringLiteral("csv-ladders");

QString num(double v)
{
    if (std::isinf(v))
        return QStringLiteral("inf");
    return QString::number(v, 'g', 12);
}

/// A ladder is a pure function of these (core::ladder), so equal inputs draw the same figure.
bool sameInputs(const core::Ladder& a, const core::Ladder& b)
{
    return a.rule == b.rule && a.dim == b.dim && a.length == b.length && a.threshold == b.threshold;
}

bool sameFigure(const LadderFigure& a, const LadderFigure& b)
{
    return sameInputs(a.primary, b.primary) && sameInputs(a.alien, b.alien) &&
           a.compare.has_value() == b.compare.has_value() && (!a.compare || sameInputs(*a.compare, *b.compare));
}

QString ruleName(const core::Ladder& l)
{
    return l.rule.divideByDim ? QStringLiteral("transformer") : QStringLiteral("alien_clock");
}
} // namespace

WavelengthsView::WavelengthsView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new LadderPlot(this))
{
    m_compareBox = new QCheckBox(tr("&Compare with d ="), this);
    m_compareBox->setChecked(true);
    m_compareBox->setToolTip(tr("Overlay the ladder of a second dimension: the same range 2π … 2π·n, cut into more "
                                "or fewer steps (article 003's staircase, d = 64 versus d = 512)."));
    m_compareSpin = new QSpinBox(this);
    m_compareSpin->setRange(core::Limits::minDim, core::Limits::maxDim);
    m_compareSpin->setValue(kDefaultCompareDim);
    m_compareSpin->setToolTip(m_compareBox->toolTip());
    m_compareSpin->setAccessibleName(tr("Second dimension"));
    auto* alienLabel = new QLabel(tr("&Alien clock base:"), this);
    m_alienSpin = new QDoubleSpinBox(this);
    m_alienSpin->setRange(1.0001, core::Limits::maxBase);
    m_alienSpin->setDecimals(4);
    m_alienSpin->setValue(core::kAlienClockBase);
    m_alienSpin->setToolTip(tr("Article 004's alien clock uses PE(k, 2j) = sin(k / 3600^(2j)): the exponent is not "
                               "divided by d, so the frequencies collapse and almost every dimension is constant."));
    alienLabel->setBuddy(m_alienSpin);
    auto* thresholdLabel = new QLabel(tr("&Informative if it varies by ≥"), this);
    m_thresholdSpin = new QDoubleSpinBox(this);
    m_thresholdSpin->setRange(0.0001, 2.0);
    m_thresholdSpin->setDecimals(4);
    m_thresholdSpin->setSingleStep(0.005);
    m_thresholdSpin->setValue(core::kDefaultInformativeThreshold);
    m_thresholdSpin->setToolTip(tr("A dimension counts as informative within L when its values over positions "
                                   "0 … L−1 span at least this much (the full range is 2, from −1 to +1)."));
    thresholdLabel->setBuddy(m_thresholdSpin);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_compareBox);
    bar->addWidget(m_compareSpin);
    bar->addSpacing(24);
    bar->addWidget(alienLabel);
    bar->addWidget(m_alienSpin);
    bar->addSpacing(24);
    bar->addWidget(thresholdLabel);
    bar->addWidget(m_thresholdSpin);
    bar->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    connect(m_compareBox, &QCheckBox::toggled, this, [this](bool on) {
        m_compareSpin->setEnabled(on);
        emit updateRequested();
    });
    connect(m_compareSpin, qOverload<int>(&QSpinBox::valueChanged), this, &View::updateRequested);
    connect(m_alienSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &View::updateRequested);
    connect(m_thresholdSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &View::updateRequested);
    connect(m_plot, &QCustomPlot::mouseMove, this, &WavelengthsView::onMouseMove);
}

QString WavelengthsView::title() const
{
    return tr("Wavelengths");
}

QString WavelengthsView::summary() const
{
    return tr("The wavelengths 2π·n^(2k/d) climb geometrically from 2π to 2π·n; pairs longer than L turn less than "
              "once in the sequence. A larger d adds steps, not range; without dividing by d (the alien clock) "
              "almost every dimension is constant.");
}

QString WavelengthsView::caption() const
{
    QString c = View::caption();
    if (compareDim() > 0)
        c += tr(", compared with d = %1").arg(compareDim());
    return c + tr("; alien clock base %1, informative threshold %2").arg(num(alienBase()), num(threshold()));
}

int WavelengthsView::compareDim() const
{
    return m_compareBox->isChecked() ? m_compareSpin->value() : 0;
}

double WavelengthsView::alienBase() const
{
    return m_alienSpin->value();
}

double WavelengthsView::threshold() const
{
    return m_thresholdSpin->value();
}

void WavelengthsView::setCompareDim(int dim)
{
    m_compareBox->setChecked(dim > 0);
    if (dim > 0)
        m_compareSpin->setValue(dim);
}

void WavelengthsView::setAlienBase(double base)
{
    m_alienSpin->setValue(base);
}

void WavelengthsView::setThreshold(double threshold)
{
    m_thresholdSpin->setValue(threshold);
}

View::Job WavelengthsView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const int compare = compareDim();
    const double alien = alienBase();
    const double eps = threshold();
    return [=]() -> std::any {
        auto figure = std::make_shared<LadderFigure>();
        figure->primary = core::ladder(params, eps);
        if (compare > 0)
            figure->compare = core::ladder(core::FrequencyRule::transformer(params.base), compare, params.length, eps);
        figure->alien = core::ladder(core::FrequencyRule::alienClock(alien), params.dim, params.length, eps);
        return std::shared_ptr<const LadderFigure>(figure);
    };
}

void WavelengthsView::applyResult(const std::any& any)
{
    const auto figure = std::any_cast<std::shared_ptr<const LadderFigure>>(any);
    // The position (shared with other views) changes nothing here: nothing to redraw.
    if (sameFigure(*figure, m_figure))
        return;
    m_figure = *figure;
    m_plot->setFigure(m_figure);
}

void WavelengthsView::writeCsv(QTextStream& out) const
{
    out << "pair,omega,wavelength,turns_within_L\n";
    for (const core::Rung& r : m_figure.primary.rungs)
        out << r.pair << ',' << num(r.omega) << ',' << num(r.wavelength) << ',' << num(r.turns) << '\n';
}

QStringList WavelengthsView::extraCsvOptionNames()
{
    return {kLaddersCsv};
}

void WavelengthsView::writeExtraCsv(const QString& option, QTextStream& out) const
{
    if (option != kLaddersCsv)
        return;
    out << "ladder,d,base,exponent_divided_by_d,L,pair,exponent,omega,wavelength,log10_wavelength,turns_within_L,"
           "informative_columns,informative_dims_total\n";
    auto write = [&out](const QString& name, const core::Ladder& l) {
        for (const core::Rung& r : l.rungs)
            out << name << ',' << l.dim << ',' << num(l.rule.base) << ',' << (l.rule.divideByDim ? 1 : 0) << ','
                << l.length << ',' << r.pair << ',' << num(r.exponent) << ',' << num(r.omega) << ','
                << num(r.wavelength) << ',' << num(r.log10Wavelength) << ',' << num(r.turns) << ','
                << r.informativeColumns << ',' << l.informativeDims << '\n';
    };
    write(QStringLiteral("primary"), m_figure.primary);
    if (m_figure.compare)
        write(QStringLiteral("compare"), *m_figure.compare);
    write(ruleName(m_figure.alien), m_figure.alien);
}

QList<QCommandLineOption> WavelengthsView::commandLineOptions()
{
    return {
        QCommandLineOption(kCompareOption,
                           tr("wavelengths: overlay the ladder of this second d, 1 to 8192; 0 hides it (default 64)."),
                           tr("d")),
        QCommandLineOption(kAlienOption,
                           tr("wavelengths: base of the alien clock base^(2k), greater than 1, at most 1e9 "
                              "(default 3600)."),
                           tr("n")),
        QCommandLineOption(kThresholdOption,
                           tr("wavelengths: a dimension is informative when it varies by at least this over L, "
                              "0.0001 to 2 (default 0.01)."),
                           tr("epsilon")),
    };
}

QString WavelengthsView::applyCliOptions(const QCommandLineParser& parser)
{
    int compare = kDefaultCompareDim;
    double alien = core::kAlienClockBase;
    double eps = core::kDefaultInformativeThreshold;
    bool ok = true;
    if (parser.isSet(kCompareOption)) {
        const QString text = parser.value(kCompareOption);
        compare = text.toInt(&ok);
        if (!ok || compare < 0 || compare > core::Limits::maxDim)
            return tr("--%1: '%2' is not a dimension from 1 to 8192 (or 0 to hide the overlay)")
                .arg(kCompareOption, text);
    }
    if (parser.isSet(kAlienOption)) {
        const QString text = parser.value(kAlienOption);
        alien = text.toDouble(&ok);
        if (!ok || !std::isfinite(alien) || alien <= 1.0 || alien > core::Limits::maxBase)
            return tr("--%1: '%2' is not a base greater than 1 and at most 1e9").arg(kAlienOption, text);
    }
    if (parser.isSet(kThresholdOption)) {
        const QString text = parser.value(kThresholdOption);
        eps = text.toDouble(&ok);
        if (!ok || !(eps >= m_thresholdSpin->minimum() && eps <= 2.0))
            return tr("--%1: '%2' is not a threshold from 0.0001 to 2").arg(kThresholdOption, text);
    }
    setCompareDim(compare);
    setAlienBase(alien);
    setThreshold(eps);
    return {};
}

void WavelengthsView::onMouseMove(QMouseEvent* event)
{
    const QPointF pos = event->position();
    QCPAxisRect* rect = m_plot->axisRectAt(pos);
    const core::Ladder& p = m_figure.primary;
    if (!rect || p.rungs.empty()) {
        QToolTip::hideText();
        return;
    }
    const double x = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
    const bool top = rect == m_plot->ladderRect();
    const long k = std::lround(top ? x * p.dim / 2.0 : x);
    if (k < 0 || k >= static_cast<long>(p.rungs.size())) {
        QToolTip::hideText();
        return;
    }
    const core::Rung& r = p.rungs[k];
    QString text =
        tr("pair k = %1 (dimensions %2, %3), exponent 2k/d = %4\nω = %5, wavelength = %6 positions\n"
           "%7 turns within L = %8; informative columns: %9 of %10")
            .arg(k)
            .arg(core::columnIndex(state()->params(), static_cast<int>(k), true))
            .arg(r.columns == 2 ? QString::number(core::columnIndex(state()->params(), static_cast<int>(k), false))
                                : tr("none"))
            .arg(num(r.exponent))
            .arg(num(r.omega))
            .arg(num(r.wavelength))
            .arg(num(r.turns))
            .arg(p.length)
            .arg(r.informativeColumns)
            .arg(r.columns);
    if (!top) {
        const core::Rung& a = m_figure.alien.rungs[k];
        text += tr("\nalien clock: ω = %1, wavelength = 10^%2 positions, %3 turns, informative columns: %4")
                    .arg(num(a.omega))
                    .arg(a.log10Wavelength, 0, 'f', 2)
                    .arg(num(a.turns))
                    .arg(a.informativeColumns);
    }
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    emit statusMessage(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
}

} // namespace pe::ui
