#include "ui/views/wavelengths/wavelengthsview.h"

#include "ui/plotting/formulaonlynote.h"

#include "core/encoding.h"
#include "core/io/csvwriter.h"

#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(wavelengths, WavelengthsView)

namespace {
const QString kLaddersCsv = QStringLiteral("csv-ladders");

QString num(double v)
{
    if (std::isinf(v))
        return QStringLiteral("inf");
    return QString::number(v, 'g', 12);
}

const char* ruleName(const core::Ladder& l)
{
    return l.rule.divideByDim ? "transformer" : "alien_clock";
}
} // namespace

ViewDescriptor WavelengthsView::describe()
{
    return ViewDescriptor::make(
               QStringLiteral("wavelengths"), 80, QT_TRANSLATE_NOOP("View", "Wavelengths"),
               QT_TRANSLATE_NOOP("View", "The wavelengths 2π·n^(2k/d) climb geometrically from 2π to 2π·n; pairs "
                                         "longer than L turn less than once in the sequence. A larger d adds steps, "
                                         "not range; without dividing by d (the alien clock) almost every dimension "
                                         "is constant."))
        .withExtraCsv(
            {{kLaddersCsv, QT_TRANSLATE_NOOP("Setting", "Write every ladder drawn (primary, compared d, alien "
                                                        "clock), one row per pair, to this .csv file.")}})
        .withPresets({
            {QStringLiteral("staircase"),
             QT_TRANSLATE_NOOP("Preset", "The staircase, d = 64 versus d = 512 on the same range"),
             presets::arguments({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100",
                                 "--compare-d", "64", "--divisor-table"})},
            {QStringLiteral("alien-clock"),
             QT_TRANSLATE_NOOP("Preset", "Base n = 10000 versus the alien clock 3600^(2k), informative dimensions"),
             presets::arguments({"--view", "wavelengths", "--d", "512", "--base", "10000", "--length", "100",
                                 "--alien-base", "3600", "--compare-d", "0"})},
        });
}

const SettingsSchema<WavelengthsSettings>& WavelengthsView::schema()
{
    static const SettingsSchema<WavelengthsSettings> s =
        SettingsSchema<WavelengthsSettings>()
            .integer(QStringLiteral("compare-d"), &WavelengthsSettings::compareDim, 0, core::Limits::maxDim,
                     QT_TRANSLATE_NOOP("Setting", "&Compare with d ="),
                     QT_TRANSLATE_NOOP("Setting", "Overlay the ladder of a second dimension: the same range 2π … "
                                                  "2π·n, cut into more or fewer steps (the staircase: d = 64 "
                                                  "versus d = 512); 0 hides it."),
                     "d")
            .real(QStringLiteral("alien-base"), &WavelengthsSettings::alienBase, 1.0, core::Limits::maxBase,
                  QT_TRANSLATE_NOOP("Setting", "&Alien clock base:"),
                  QT_TRANSLATE_NOOP("Setting", "Base of the alien clock PE(k, 2j) = sin(k / base^(2j)), "
                                               "greater than 1: the exponent is not divided by d, so the "
                                               "frequencies collapse and almost every dimension is constant."),
                  "n")
            .validatedBy([](const QString& text) {
                return text.toDouble() > 1.0
                           ? QString()
                           : QCoreApplication::translate("Setting", "'%1' is not a base greater than 1 and at most 1e9")
                                 .arg(text);
            })
            .real(QStringLiteral("informative-threshold"), &WavelengthsSettings::threshold, 0.0001, 2.0,
                  QT_TRANSLATE_NOOP("Setting", "&Informative if it varies by ≥"),
                  QT_TRANSLATE_NOOP("Setting", "A dimension counts as informative within L when its values over "
                                               "positions 0 … L−1 span at least this much (the full range is 2, "
                                               "from −1 to +1)."),
                  "epsilon")
            .flag(QStringLiteral("divisor-table"), &WavelengthsSettings::divisorTable,
                  QT_TRANSLATE_NOOP("Setting", "Divisor &table"),
                  QT_TRANSLATE_NOOP("Setting", "A table of the divisors n^(2i/d) for d = 64, 256, 512, the current "
                                               "d and the compared one: from 1 to just under n whatever d, in more "
                                               "or fewer steps."));
    return s;
}

WavelengthsView::WavelengthsView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new LadderPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_plot, 1);
    connect(m_plot, &QCustomPlot::mouseMove, this, &WavelengthsView::onMouseMove);
}

QString WavelengthsView::caption() const
{
    QString c = View::caption();
    if (compareDim() > 0)
        c += tr(", compared with d = %1").arg(compareDim());
    return c + tr("; alien clock base %1, informative threshold %2").arg(num(alienBase()), num(threshold()));
}

void WavelengthsView::setCompareDim(int dim)
{
    setSetting(&WavelengthsSettings::compareDim, dim);
}

void WavelengthsView::setAlienBase(double base)
{
    setSetting(&WavelengthsSettings::alienBase, base);
}

void WavelengthsView::setThreshold(double threshold)
{
    setSetting(&WavelengthsSettings::threshold, threshold);
}

const LadderFigure& WavelengthsView::figure() const
{
    static const LadderFigure empty;
    return frame() ? frame()->figure : empty;
}

void WavelengthsView::draw(const WavelengthsFrame& frame)
{
    m_plot->setNote(formulaonly::note(inputs()));
    // compute() hands back the frame on screen when nothing it draws changed (a new position).
    if (&frame == m_drawn)
        return;
    m_drawn = &frame;
    m_plot->setFigure(frame.figure);
}

QString WavelengthsView::csvProblem(const QString& option) const
{
    Q_UNUSED(option);
    return formulaonly::csvProblem(inputs());
}

void WavelengthsView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const LadderFigure& f = figure();
    if (option.isEmpty()) {
        out.header({"pair", "omega", "wavelength", "turns_within_L"});
        for (const core::Rung& r : f.primary.rungs) {
            out.cell(r.pair);
            out.cell(r.omega);
            out.cell(r.wavelength);
            out.cell(r.turns);
            out.endRow();
        }
        return;
    }
    if (option != kLaddersCsv)
        return;
    out.header({"ladder", "d", "base", "exponent_divided_by_d", "L", "pair", "exponent", "omega", "wavelength",
                "log10_wavelength", "turns_within_L", "informative_columns", "informative_dims_total"});
    auto write = [&out](const char* name, const core::Ladder& l) {
        for (const core::Rung& r : l.rungs) {
            out.cell(name);
            out.cell(l.dim);
            out.cell(l.rule.base);
            out.cell(l.rule.divideByDim ? 1 : 0);
            out.cell(l.length);
            out.cell(r.pair);
            out.cell(r.exponent);
            out.cell(r.omega);
            out.cell(r.wavelength);
            out.cell(r.log10Wavelength);
            out.cell(r.turns);
            out.cell(r.informativeColumns);
            out.cell(l.informativeDims);
            out.endRow();
        }
    };
    write("primary", f.primary);
    if (f.compare)
        write("compare", *f.compare);
    write(ruleName(f.alien), f.alien);
}

void WavelengthsView::onMouseMove(QMouseEvent* event)
{
    const QPointF pos = event->position();
    QCPAxisRect* rect = m_plot->axisRectAt(pos);
    const LadderFigure& f = figure();
    const core::Ladder& p = f.primary;
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
    const core::EncodingParams& params = inputs().params;
    const core::Rung& r = p.rungs[k];
    QString text =
        tr("pair k = %1 (dimensions %2, %3), exponent 2k/d = %4\nω = %5, wavelength = %6 positions\n"
           "%7 turns within L = %8; informative columns: %9 of %10")
            .arg(k)
            .arg(core::columnIndex(params, static_cast<int>(k), true))
            .arg(r.columns == 2 ? QString::number(core::columnIndex(params, static_cast<int>(k), false)) : tr("none"))
            .arg(num(r.exponent))
            .arg(num(r.omega))
            .arg(num(r.wavelength))
            .arg(num(r.turns))
            .arg(p.length)
            .arg(r.informativeColumns)
            .arg(r.columns);
    if (!top) {
        const core::Rung& a = f.alien.rungs[k];
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
