#include "ui/views/wavelengths/wavelengthsview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/formulaonlynote.h"

#include "core/formula/formula.h"

#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(wavelengths, WavelengthsView)

namespace {

QString num(double v)
{
    if (std::isinf(v))
        return QStringLiteral("inf");
    return numbers::real(v, 12);
}

} // namespace

void WavelengthsView::bindSettings(SettingsSchema<WavelengthsSettings>& s)
{
    s.bind(QStringLiteral("compare-d"), &WavelengthsSettings::compareDim, 0, core::Limits::maxDim)
        .bind(QStringLiteral("alien-base"), &WavelengthsSettings::alienBase, 1.0, core::Limits::maxBase)
        .validatedBy([](const QString& text) {
            return text.toDouble() > 1.0
                       ? QString()
                       : QCoreApplication::translate("Setting", "'%1' is not a base greater than 1 and at most 1e9")
                             .arg(text);
        })
        .bind(QStringLiteral("informative-threshold"), &WavelengthsSettings::threshold)
        .bind(QStringLiteral("divisor-table"), &WavelengthsSettings::divisorTable);
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
    const WavelengthsSettings& s = settings();
    QString c = View::caption();
    if (s.compareDim > 0)
        c += tr(", compared with d = %1").arg(numbers::integer(s.compareDim));
    return c + tr("; alien clock base %1, informative threshold %2").arg(num(s.alienBase), num(s.threshold));
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

void WavelengthsView::onMouseMove(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (const QString whole = m_plot->wholeLabelAt(pos); !whole.isEmpty()) {
        QToolTip::showText(event->globalPosition().toPoint(), whole, m_plot);
        return;
    }
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
        tr("pair k = %1 (dimensions %2, %3), exponent 2k/d = %4")
            .arg(numbers::integer(k))
            .arg(numbers::integer(core::columnIndex(params, static_cast<int>(k), true)))
            .arg(r.columns == 2 ? numbers::integer(core::columnIndex(params, static_cast<int>(k), false)) : tr("none"))
            .arg(num(r.exponent)) +
        QLatin1Char('\n') + tr("ω = %1, wavelength = %2 positions").arg(num(r.omega), num(r.wavelength)) +
        QLatin1Char('\n') +
        tr("%1 turns within %2; informative columns: %3 of %4")
            .arg(num(r.turns))
            .arg(shared::caption(*shared::find(QStringLiteral("length")), params.withLength(p.length)))
            .arg(numbers::integer(r.informativeColumns))
            .arg(numbers::integer(r.columns));
    if (!top) {
        const core::Rung& a = f.alien.rungs[k];
        text += tr("\nalien clock: ω = %1, wavelength = 10^%2 positions, %3 turns, informative columns: %4")
                    .arg(num(a.omega))
                    .arg(numbers::fixed(a.log10Wavelength, 2))
                    .arg(num(a.turns))
                    .arg(numbers::integer(a.informativeColumns));
    }
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    emit statusMessage(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
}

} // namespace pe::ui
