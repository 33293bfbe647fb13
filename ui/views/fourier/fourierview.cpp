#include "ui/views/fourier/fourierview.h"

#include "ui/framework/exporter.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/views/fourier/fourierfigure.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <qcustomplot.h>

#include <climits>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(fourier, FourierView)

ViewDescriptor FourierView::describe()
{
    ViewDescriptor d = TypedView::describe();
    // K is bounded by the training window, another setting: checked once both are known.
    d.checkSettings = [](const QMap<QString, QString>& settings, const core::EncodingParams& params) -> QString {
        // 0 stands for ceil(L/2) in the settings; the command line asks for a window.
        if (settings.value(QStringLiteral("train-length")) == QLatin1String("0"))
            return QCoreApplication::translate("Setting", "--train-length: '0' is out of range: the training window "
                                                          "must be an integer from 1 to L = %1")
                .arg(numbers::integer(params.length));
        const QString keep = settings.value(QStringLiteral("keep"));
        if (keep.isEmpty())
            return {}; // the default K is clamped to the window, as after a change of L
        FourierSettings s;
        s.trainLength = settings.value(QStringLiteral("train-length")).toLong();
        const int maximum = static_cast<int>(s.window(params.length) / 2 + 1);
        if (keep.toInt() > maximum)
            return QCoreApplication::translate(
                       "Setting", "--keep: '%1' is out of range: K must be an integer from 1 to L_max/2 + 1 = %2")
                .arg(keep)
                .arg(maximum);
        return {};
    };
    return d;
}

void FourierView::bindSettings(SettingsSchema<FourierSettings>& s)
{
    s.bind(QStringLiteral("source"), &FourierSettings::source,
           {core::SourceKind::Sinusoidal, core::SourceKind::LearnedLike}, &core::sourceName)
        .bind(QStringLiteral("noise"), &FourierSettings::noise, 0.0, core::kMaxNoise)
        .bind(QStringLiteral("seed"), &FourierSettings::seed, 0, INT_MAX)
        .bind(QStringLiteral("train-length"), &FourierSettings::trainLength, 0, core::Limits::maxLength)
        .upTo([](const core::EncodingParams& p) { return static_cast<double>(p.length); })
        .bind(QStringLiteral("keep"), &FourierSettings::keep, 1, static_cast<int>(core::Limits::maxLength / 2 + 1))
        .upTo([](const core::EncodingParams& p) { return static_cast<double>(p.length / 2 + 1); })
        .bind(QStringLiteral("fourier-sum"), &FourierSettings::sum, {core::FourierSum::Printed, core::FourierSum::Full},
              &core::fourierSumName)
        .bind(QStringLiteral("sigma"), &FourierSettings::sigma, {core::SigmaScale::Printed, core::SigmaScale::Matched},
              &core::sigmaScaleName);
}

FourierView::FourierView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new OpaquePlot(this))
{
    m_dimSpin = new QSpinBox(this);
    m_dimSpin->setToolTip(tr("The dimension shown in the line plot at the bottom."));
    auto* dimLabel = new QLabel(tr("D&imension:"), this);
    dimLabel->setBuddy(m_dimSpin);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0); // the figure's white reaches the tabs: every pixel counts at 640 x 360
    layout->addWidget(m_plot, 1);
    m_figure = std::make_unique<FourierFigure>(m_plot);
    // The dimension's control sits under the legend of the line plot it chooses for, in a cell
    // of the figure's layout kept as large as the control: not a row of its own above the
    // figure (a projector at 200 % had no room for it). Exports draw the figure without it.
    m_dimBar = new QWidget(m_plot);
    auto* bar = new QHBoxLayout(m_dimBar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(dimLabel);
    bar->addWidget(m_dimSpin);
    addLayoutStep(m_plot, FigurePlot::Stage::Sizes, this, [this] {
        constexpr int kGap = 6; // between the legend and the control
        m_figure->lineSlot()->setMinimumSize(m_dimBar->sizeHint() + QSize(kGap, kGap));
    });
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        const QRect slot = m_figure->lineSlot()->rect();
        // Its panel may be out of the figure (shown a page at a time): then so is the control.
        m_dimBar->setVisible(m_figure->lineRect()->realVisibility() && slot.height() > 0);
        const QSize size = m_dimBar->sizeHint();
        m_dimBar->setGeometry(
            QRect(QPoint(slot.right() + 1 - size.width(), slot.top() + slot.height() - size.height()) -
                      QPoint(0, std::max(0, slot.height() - size.height()) / 2),
                  size));
    });

    connect(m_dimSpin, qOverload<int>(&QSpinBox::valueChanged), this, &FourierView::setDimension);
    // Wheel and drag zoom the line plot along t; the envelope is recomputed for the new range.
    m_figure->lineRect()->setRangeZoom(Qt::Horizontal);
    m_figure->lineRect()->setRangeDrag(Qt::Horizontal);
    m_figure->lineRect()->setRangeZoomAxes(m_figure->lineAxis(), nullptr);
    m_figure->lineRect()->setRangeDragAxes(m_figure->lineAxis(), nullptr);
    // The wheel is handled by eventFilter(): QCustomPlot would replot the whole figure at once
    // with the old data (and replots on a wheel over the rects that do not zoom, too).
    m_plot->setInteractions(QCP::iRangeDrag);
    m_plot->installEventFilter(this);
    for (QCPAxisRect* r : m_plot->axisRects())
        if (r != m_figure->lineRect()) {
            r->setRangeZoom(Qt::Orientations());
            r->setRangeDrag(Qt::Orientations());
        }
    connect(m_figure->lineAxis(), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        helpers::boundRange(m_figure->lineAxis(), -0.5, inputs().params.length - 0.5);
        emit updateRequested();
    });
    syncDimension();
}

FourierView::~FourierView() = default;

bool FourierView::event(QEvent* event)
{
    if (event->type() == exporter::ExportEvent::type())
        m_figure->setExporting(static_cast<exporter::ExportEvent*>(event)->begin);
    return TypedView::event(event);
}

bool FourierView::eventFilter(QObject* watched, QEvent* event)
{
    // Over the variant note's one-line summary (a short figure): the whole note.
    if (watched == m_plot && event->type() == QEvent::MouseMove) {
        const auto* move = static_cast<QMouseEvent*>(event);
        // Nothing else on this plot shows a tooltip: off the summary, the note's goes.
        if (const QString tip = m_figure->variantTipAt(move->position()); !tip.isEmpty())
            QToolTip::showText(move->globalPosition().toPoint(), tip, m_plot);
        else if (QToolTip::isVisible())
            QToolTip::hideText();
    }
    if (watched != m_plot || event->type() != QEvent::Wheel)
        return View::eventFilter(watched, event);
    const auto* wheel = static_cast<QWheelEvent*>(event);
    QCPAxisRect* rect = m_figure->lineRect();
    if (rect->rect().contains(wheel->position().toPoint())) {
        // As QCPAxisRect::wheelEvent; the new range is drawn when its envelope is computed.
        const double steps = wheel->angleDelta().y() / 120.0;
        QCPAxis* axis = m_figure->lineAxis();
        axis->scaleRange(std::pow(rect->rangeZoomFactor(Qt::Horizontal), steps),
                         axis->pixelToCoord(wheel->position().x()));
    }
    return true;
}

QString FourierView::caption() const
{
    const QString source = loadedTable(inputs()) ? tr("loaded table") : fourierwords::source(settings().source);
    return View::caption() + tr(", %1, L_max = %2, K = %3, Fourier sum %4, σ scale %5")
                                 .arg(source)
                                 .arg(numbers::integer(window()))
                                 .arg(numbers::integer(keep()))
                                 .arg(fourierwords::sum(settings().sum))
                                 .arg(fourierwords::sigma(settings().sigma));
}

long FourierView::window() const
{
    return settings().window(inputs().params.length);
}

int FourierView::keep() const
{
    return settings().effectiveKeep(inputs().params.length);
}

int FourierView::dimension() const
{
    return std::clamp(m_dimension, 0, inputs().params.dim - 1);
}

void FourierView::setWindow(long w)
{
    setSetting(&FourierSettings::trainLength, w);
}

void FourierView::setDimension(int j)
{
    if (j == m_dimension)
        return;
    m_dimension = j;
    syncDimension();
    emit updateRequested();
}

void FourierView::inputsChanged(const ViewInputs&)
{
    syncDimension();
}

void FourierView::syncDimension()
{
    const QSignalBlocker blocker(m_dimSpin);
    // setRange() relayouts the spin box even when nothing changes (its size hint is reset).
    const int last = inputs().params.dim - 1;
    if (m_dimSpin->minimum() != 0 || m_dimSpin->maximum() != last)
        m_dimSpin->setRange(0, last);
    m_dimSpin->setValue(dimension());
}

FourierViewport FourierView::viewport() const
{
    const long length = inputs().params.length;
    FourierViewport v;
    v.dimension = dimension();
    const double dpr = m_plot->devicePixelRatioF();
    v.widthPx = helpers::pixels(m_figure->spectrumRect()->width() * dpr, m_plot->width() * dpr * 0.5);
    v.heightPx = helpers::pixels(m_figure->spectrumRect()->height() * dpr, m_plot->height() * dpr * 0.25);
    // Two envelope cells per pixel: the rect the frame is drawn in is often a few pixels wider
    // than the one measured here (its margins follow the new tick labels and legend), and one
    // cell per pixel then left pixel columns empty, white streaks through the envelopes.
    v.linePx = 2 * helpers::pixels(m_figure->lineRect()->width() * dpr, m_plot->width() * dpr);
    // A new L shows the whole line plot again (the figure resets the axis when it draws).
    const bool sameLength = frame() && frame()->params.length == length;
    std::tie(v.lineFirst, v.lineEnd) = sameLength ? helpers::visibleIndices(m_figure->lineAxis()->range(), 0, length)
                                                  : std::pair<long, long>(0, length);
    return v;
}

void FourierView::draw(const FourierFrame& frame)
{
    if (this->frame() == m_drawn)
        return; // the same figure (only the position t changed)
    m_drawn = this->frame();
    m_figure->draw(frame);
}

} // namespace pe::ui
