#include "ui/views/fourier/fourierfigure.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"

#include <QCoreApplication>
#include <QLocale>
#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

namespace {
const char* const kContext = "pe::ui::FourierFigure";
QString tr(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

const QColor kTruth(0x40, 0x40, 0x40);
const QColor kInside(0x21, 0x66, 0xac);
const QColor kOutside(0xb2, 0x18, 0x2b);
const QColor kSigma(0xe0, 0x82, 0x14);
constexpr double kRmseFloor = 1e-16;
constexpr int kMaxPeriodLines = 40;

QVector<double> toQVector(const std::vector<double>& v)
{
    return QVector<double>(v.begin(), v.end());
}

/// What the two readings of eq. (3) and the two amplitudes of eq. (2) do, for the one shown
/// (no numbers: the text stays while the parameters move).
QString variantNote(core::FourierSum sum, core::SigmaScale sigma)
{
    const char* const sumText =
        sum == core::FourierSum::Printed
            ? QT_TRANSLATE_NOOP(
                  "pe::ui::FourierFigure",
                  "Fourier sum as printed: the K largest bins b ≥ 1, all weighted 2/L_max. The mean (bin 0) is left "
                  "out and the Nyquist bin counts twice, so even all bins miss the window; \"full\" keeps the mean "
                  "and weights bins 0 and L_max/2 by 1/L_max.")
            : QT_TRANSLATE_NOOP(
                  "pe::ui::FourierFigure",
                  "Full Fourier sum: the K largest bins with the mean (bin 0), bins 0 and L_max/2 weighted 1/L_max, "
                  "the others 2/L_max, so all bins rebuild the window. As printed: no mean, all bins 2/L_max.");
    const char* const sigmaText =
        sigma == core::SigmaScale::Printed
            ? QT_TRANSLATE_NOOP(
                  "pe::ui::FourierFigure",
                  "σ-sinusoid as printed: σ · PE, σ the standard deviation of the embeddings over the window. "
                  "PE's own, σ_PE, is below 1, so the sinusoids spread less; \"matched\" divides by it.")
            : QT_TRANSLATE_NOOP(
                  "pe::ui::FourierFigure",
                  "σ-sinusoid matched: (σ / σ_PE) · PE, σ the spread (standard deviation) of the embeddings over "
                  "the window and σ_PE that of PE: both spread alike. As printed: σ · PE.");
    return tr(sumText) + QLatin1Char('\n') + tr(sigmaText);
}

/// The map's axes over its whole cells: rescaleAxes() stops at the centres of the first and
/// last cells, which cut the outer row bands in half (one band per 512 dimensions at d = 4096).
void showAllCells(QCPColorMap* map)
{
    const QCPColorMapData* d = map->data();
    const QCPRange keys = d->keyRange(), values = d->valueRange();
    const double hx = d->keySize() > 1 ? keys.size() / (2.0 * (d->keySize() - 1)) : 0.5;
    const double hy = d->valueSize() > 1 ? values.size() / (2.0 * (d->valueSize() - 1)) : 0.5;
    map->keyAxis()->setRange(keys.lower - hx, keys.upper + hx);
    map->valueAxis()->setRange(values.lower - hy, values.upper + hy);
}

/// Minor ticks per decade as the panel has room for: QCustomPlot's log ticker put eight
/// between majors several decades apart, bunched into a blob under each (K up to 10^4 and an
/// RMSE over many decades on the short error panel).
void setLogAxis(QCPAxis* axis)
{
    plotstyle::logTicks(axis);
    axis->setNumberFormat(QStringLiteral("gb"));
    axis->setNumberPrecision(6);
}
} // namespace

namespace {
/// The rows' stretch: title, spectrum and error, the maps, the line plot, note, variant note.
const QList<double> kRowStretch{0.1, 1.0, 0.8, 0.9, 0.1, 0.1};
} // namespace

FourierFigure::FourierFigure(QCustomPlot* plot)
    : m_plot(plot)
{
    m_plot->plotLayout()->clear();
    QFont titleFont = plotstyle::sized(m_plot->font(), 13, true);
    auto* title = new CachedTextElement(m_plot, QString(), titleFont);
    title->setWrapToPlotWidth(true); // long at large sizes: "window L_max = 65536 of L = 131072, ..."
    m_title = title;
    m_plot->plotLayout()->addElement(0, 0, m_title);
    auto* top = new QCPLayoutGrid;
    auto* middle = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, top);
    m_plot->plotLayout()->addElement(2, 0, middle);
    m_spectrumRect = newRect();
    m_errorRect = newRect();
    m_originalRect = newRect();
    m_reconRect = newRect();
    m_lineRect = newRect();
    m_dbScale = new QCPColorScale(m_plot);
    m_valueScale = new QCPColorScale(m_plot);
    top->addElement(0, 0, m_spectrumRect);
    top->addElement(0, 1, m_dbScale);
    top->addElement(0, 2, m_errorRect);
    top->setColumnStretchFactors({1.3, 0.05, 1.0});
    middle->addElement(0, 0, m_originalRect);
    middle->addElement(0, 1, m_reconRect);
    middle->addElement(0, 2, m_valueScale);
    middle->setColumnStretchFactors({1.0, 1.0, 0.05});
    // The line panel's legend beside it, as the error curves' is, outside the data: over it, it
    // hid the curves' right end, and under it, it made the figure taller than a 1600 x 1000
    // screen at 200 % leaves it.
    auto* bottom = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(3, 0, bottom);
    bottom->addElement(0, 0, m_lineRect);
    QFont noteFont = plotstyle::sized(m_plot->font(), 11);
    m_note = new CachedTextElement(m_plot, QString(), noteFont);
    m_note->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    // Four long sentences: on one line each they made the figure wider than the first-start
    // window leaves it.
    m_note->setWrapToPlotWidth(true);
    m_plot->plotLayout()->addElement(4, 0, m_note);
    m_variantNote = new CachedTextElement(m_plot, QString(), noteFont);
    m_variantNote->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_variantNote->setWrapToPlotWidth(true);
    m_plot->plotLayout()->addElement(5, 0, m_variantNote);
    addLayoutStep(m_plot, FigurePlot::Stage::Texts, m_plot, [this] { fitVariantNote(); });
    // (in French in presentation mode at 1280 x 720 at 200 % the title took three lines and
    // the page scrolled by 35 px)
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, m_plot, [this] { showTitle(); });
    m_plot->plotLayout()->setRowStretchFactors(kRowStretch);
    // The panels keep a margin of their own above them: 5 px more between the six rows made the
    // figure scroll on a 1920 x 1080 screen at 200 %.
    m_plot->plotLayout()->setRowSpacing(0);

    m_spectrum = newMap(m_spectrumRect);
    m_spectrum->setColorScale(m_dbScale);
    m_spectrum->setGradient(plotstyle::sequential());
    // The unit on the top tick label ("0 dB"), not an axis label: standing beside the tick
    // labels it read with the error panel's rotated "RMSE" just right of it, as "dB RMSE"
    // (presentation mode, 1280 x 720 at 150 %). A heading over the bar cost the first row a
    // line of height the figure does not have.
    plotstyle::unitOnTopTick(m_dbScale->axis(), tr("%1 dB"));
    m_original = newMap(m_originalRect);
    m_recon = newMap(m_reconRect);
    m_original->setColorScale(m_valueScale);
    m_recon->setColorScale(m_valueScale);
    m_original->setGradient(plotstyle::diverging());
    m_recon->setGradient(plotstyle::diverging());
    for (QCPColorScale* s : {m_dbScale, m_valueScale})
        s->setBarWidth(12);
    auto* g1 = new QCPMarginGroup(m_plot);
    m_spectrumRect->setMarginGroup(QCP::msTop | QCP::msBottom, g1);
    m_dbScale->setMarginGroup(QCP::msTop | QCP::msBottom, g1);
    m_errorRect->setMarginGroup(QCP::msTop | QCP::msBottom, g1);
    auto* g2 = new QCPMarginGroup(m_plot);
    for (QCPLayoutElement* e : std::initializer_list<QCPLayoutElement*>{m_originalRect, m_reconRect, m_valueScale})
        e->setMarginGroup(QCP::msTop | QCP::msBottom, g2);
    auto* left = new QCPMarginGroup(m_plot);
    for (QCPAxisRect* r : {m_spectrumRect, m_originalRect, m_lineRect})
        r->setMarginGroup(QCP::msLeft, left);

    m_spectrumRect->axis(QCPAxis::atBottom)->setLabel(tr("Frequency bin b (cycles per window)"));
    m_spectrumRect->axis(QCPAxis::atLeft)->setLabel(tr("Dimension"));
    m_originalRect->axis(QCPAxis::atBottom)->setLabel(tr("Position t — original"));
    m_originalRect->axis(QCPAxis::atLeft)->setLabel(tr("Dimension"));
    m_reconRect->axis(QCPAxis::atBottom)->setLabel(tr("Position t — reconstruction"));
    m_errorRect->axis(QCPAxis::atBottom)->setLabel(tr("Coefficients kept per dimension, K"));
    m_errorRect->axis(QCPAxis::atLeft)->setLabel(tr("RMSE"));
    m_lineRect->axis(QCPAxis::atBottom)->setLabel(tr("Position t"));
    setLogAxis(m_errorRect->axis(QCPAxis::atBottom));
    setLogAxis(m_errorRect->axis(QCPAxis::atLeft));
    // The top row shares the width between three rects: the K axis spans up to five decades
    // and the bin axis up to five digits, whose labels ran together at five ticks (a 1,400 px
    // window at L = 131072).
    m_errorRect->axis(QCPAxis::atBottom)->ticker()->setTickCount(3);
    m_spectrumRect->axis(QCPAxis::atBottom)->ticker()->setTickCount(4);

    auto graph = [this](QCPAxisRect* r, const QColor& c, Qt::PenStyle style, const QString& name, double width = 2) {
        QCPGraph* g = new FastGraph(r->axis(QCPAxis::atBottom), r->axis(QCPAxis::atLeft));
        g->setPen(QPen(c, width, style));
        g->setName(name);
        return g;
    };
    m_inside = graph(m_errorRect, kInside, Qt::SolidLine, tr("Fourier, inside the window"));
    m_outside = graph(m_errorRect, kOutside, Qt::SolidLine, tr("Fourier, past the window"));
    m_sigmaInside = graph(m_errorRect, kInside, Qt::DashLine, tr("σ-sinusoid σ·PE, inside"));
    m_sigmaOutside = graph(m_errorRect, kOutside, Qt::DashLine, tr("σ-sinusoid σ·PE, past"));
    for (QCPGraph* g : {m_inside, m_outside})
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    // Drawn bottom to top: the sigma sinusoid, the original, the reconstruction.
    m_lineSigma = graph(m_lineRect, kSigma, Qt::SolidLine, tr("σ-sinusoid σ·PE(t)"), 1);
    m_lineTruth = graph(m_lineRect, kTruth, Qt::SolidLine, tr("original"), 1);
    m_lineRecon = graph(m_lineRect, kInside, Qt::SolidLine, tr("Fourier, K largest bins"), 1);
    m_keepLine = new QCPItemStraightLine(m_plot);
    m_keepLine->setClipAxisRect(m_errorRect);
    m_keepLine->point1->setAxes(m_errorRect->axis(QCPAxis::atBottom), m_errorRect->axis(QCPAxis::atLeft));
    m_keepLine->point2->setAxes(m_errorRect->axis(QCPAxis::atBottom), m_errorRect->axis(QCPAxis::atLeft));
    m_keepLine->setPen(QPen(Qt::gray, 1.5, Qt::DotLine));
    // Concatenated layouts have their slow pairs in two runs (sines, then cosines): one line each.
    for (QCPItemStraightLine*& line : m_slowLines) {
        line = new QCPItemStraightLine(m_plot);
        line->setClipAxisRect(m_spectrumRect);
        line->point1->setAxes(m_spectrumRect->axis(QCPAxis::atBottom), m_spectrumRect->axis(QCPAxis::atLeft));
        line->point2->setAxes(m_spectrumRect->axis(QCPAxis::atBottom), m_spectrumRect->axis(QCPAxis::atLeft));
        line->setPen(QPen(Qt::white, 2, Qt::DashLine));
    }
    m_windowShade = new QCPItemRect(m_plot);
    m_windowShade->setClipAxisRect(m_lineRect);
    for (QCPItemPosition* p : {m_windowShade->topLeft, m_windowShade->bottomRight}) {
        p->setAxisRect(m_lineRect);
        p->setAxes(m_lineRect->axis(QCPAxis::atBottom), m_lineRect->axis(QCPAxis::atLeft));
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_windowShade->setPen(Qt::NoPen);
    m_windowShade->setBrush(QColor(0x92, 0xc5, 0xde, 70));
    m_windowShade->setLayer(QStringLiteral("background"));

    // Each legend beside its panel, at the top of a column of its own: the curves fill their
    // whole rects.
    auto legend = [this, top, bottom](QCPAxisRect* r, const std::vector<QCPGraph*>& graphs) -> QCPLegend* {
        auto* l = new QCPLegend;
        auto* side = new QCPLayoutGrid;
        if (r == m_errorRect)
            top->addElement(0, 3, side);
        else
            bottom->addElement(0, 1, side);
        side->addElement(0, 0, l);
        auto* slot = new QCPLayoutElement(m_plot);
        side->addElement(1, 0, slot);
        if (r == m_lineRect)
            m_lineSlot = slot;
        side->setRowStretchFactors({0.01, 1.0});
        l->setBrush(QColor(255, 255, 255, 220));
        l->setLayer(QStringLiteral("legend"));
        QFont f = plotstyle::sized(m_plot->font(), 10);
        l->setFont(f);
        for (QCPGraph* g : graphs)
            g->addToLegend(l);
        return l;
    };
    legend(m_errorRect, {m_inside, m_outside, m_sigmaInside, m_sigmaOutside});
    top->setColumnStretchFactors({1.3, 0.05, 1.0, 0.01});
    m_lineLegend = legend(m_lineRect, {m_lineTruth, m_lineRecon, m_lineSigma});
    bottom->setColumnStretchFactors({1.0, 0.01});
    plotstyle::apply(m_plot);
    plotstyle::singleBuffer(m_plot); // nothing is drawn on the overlay layer alone
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    for (QCPColorScale* s : {m_dbScale, m_valueScale}) {
        s->axis()->setTickLabelFont(m_lineRect->axis(QCPAxis::atBottom)->tickLabelFont());
        s->axis()->setLabelFont(m_lineRect->axis(QCPAxis::atBottom)->labelFont());
    }
    for (QCPAxisRect* r : {m_spectrumRect, m_originalRect, m_reconRect, m_lineRect})
        plotstyle::integerTicks(r->axis(QCPAxis::atBottom));
    // Room for two tick labels up the side and for the label "Dimension j" along it: a short
    // window scrolls rather than squashing a panel flat under the wrapped notes.
    labelfit::minimumHeightFromFonts(m_plot, {m_spectrumRect, m_errorRect, m_originalRect, m_reconRect, m_lineRect},
                                     50);
}

QCPAxis* FourierFigure::lineAxis() const
{
    return m_lineRect->axis(QCPAxis::atBottom);
}

QCPAxisRect* FourierFigure::newRect()
{
    // (its minimum height follows its fonts, see the constructor)
    return new QCPAxisRect(m_plot);
}

QCPColorMap* FourierFigure::newMap(QCPAxisRect* rect)
{
    auto* map = new QCPColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    map->setInterpolate(false);
    map->setTightBoundary(false);
    return map;
}

void FourierFigure::draw(const FourierFrame& f)
{
    const auto& p = f.params;
    const core::FourierBasis& b = *f.basis;
    const long n = f.window;

    m_spectrum->setData(f.spectrum.release(), false);
    m_spectrum->setDataRange(QCPRange(-100.0, 0.0));
    showAllCells(m_spectrum);
    m_original->setData(f.original.release(), false);
    m_recon->setData(f.reconstruction.release(), false);
    m_original->setDataRange(QCPRange(-f.amplitude, f.amplitude));
    showAllCells(m_original);
    showAllCells(m_recon);
    m_valueScale->axis()->setLabel(tr("value"));

    const bool interleaved = p.layout == core::Layout::Interleaved;
    const bool slow = f.firstSlowPair < core::pairCount(p.dim);
    const int pairs = core::pairCount(p.dim);
    const double ys[2] = {(interleaved ? 2.0 * f.firstSlowPair : f.firstSlowPair) - 0.5,
                          static_cast<double>(pairs + f.firstSlowPair) - 0.5};
    for (int i = 0; i < 2; ++i) {
        const bool visible = slow && (i == 0 || !interleaved) && ys[i] < p.dim - 0.5;
        m_slowLines[i]->setVisible(visible);
        m_slowLines[i]->point1->setCoords(0, ys[i]);
        m_slowLines[i]->point2->setCoords(1, ys[i]);
    }

    const core::FourierBasis& cb = *f.curve;
    QVector<double> k, in, out;
    for (const core::ErrorPoint& e : cb.errorCurve) {
        k << e.keep;
        in << std::max(kRmseFloor, e.rmseInside);
        out << (std::isnan(e.rmseOutside) ? qQNaN() : std::max(kRmseFloor, e.rmseOutside));
    }
    m_inside->setData(k, in, true);
    m_outside->setData(k, out, true);
    const double kMax = b.maxKeep();
    const double si = std::max(kRmseFloor, f.sigmaError.rmseInside);
    m_sigmaInside->setData({1.0, kMax}, {si, si});
    const double so = std::isnan(f.sigmaError.rmseOutside) ? qQNaN() : std::max(kRmseFloor, f.sigmaError.rmseOutside);
    m_sigmaOutside->setData({1.0, kMax}, {so, so});
    m_errorRect->axis(QCPAxis::atBottom)->setRange(0.8, std::max(2.0, kMax * 1.25));
    double lo = 1e300, hi = 0;
    for (QCPGraph* g : {m_inside, m_outside, m_sigmaInside, m_sigmaOutside})
        for (const auto& d : *g->data())
            if (!std::isnan(d.value)) {
                lo = std::min(lo, d.value);
                hi = std::max(hi, d.value);
            }
    if (hi > 0)
        m_errorRect->axis(QCPAxis::atLeft)->setRange(lo / 3, hi * 3);
    m_keepLine->point1->setCoords(f.keep, 1);
    m_keepLine->point2->setCoords(f.keep, 2);

    m_lineTruth->setData(toQVector(f.lineTruth.x), toQVector(f.lineTruth.y), true);
    m_lineRecon->setData(toQVector(f.lineReconstruction.x), toQVector(f.lineReconstruction.y), true);
    m_lineSigma->setData(toQVector(f.lineSigma.x), toQVector(f.lineSigma.y), true);
    // Envelopes (several positions per pixel) are vertical min/max strokes: antialiasing them
    // costs most of a frame and changes nothing visible; a curve of one point per position
    // or fewer stays smooth.
    for (QCPGraph* g : {m_lineTruth, m_lineRecon, m_lineSigma})
        g->setAntialiased(f.line.step == 1);
    // For the sinusoidal source eq. (2) is the original itself: drawn only for learned-like.
    const bool sigmaShown = f.table || f.source.kind != core::SourceKind::Sinusoidal;
    m_lineSigma->setVisible(sigmaShown);
    if (sigmaShown)
        m_lineSigma->addToLegend(m_lineLegend);
    else
        m_lineSigma->removeFromLegend(m_lineLegend);
    if (f.params.length != m_drawnLength) {
        const QSignalBlocker blocker(m_lineRect->axis(QCPAxis::atBottom));
        m_lineRect->axis(QCPAxis::atBottom)->setRange(-0.5, p.length - 0.5);
        m_drawnLength = f.params.length;
    }
    bool found = false;
    QCPRange yr = m_lineTruth->getValueRange(found);
    const QCPRange yr2 = m_lineRecon->getValueRange(found);
    yr.expand(yr2);
    m_lineRect->axis(QCPAxis::atLeft)->setRange(yr.lower - 0.1 * yr.size(), yr.upper + 0.35 * yr.size());
    m_lineRect->axis(QCPAxis::atLeft)->setLabel(tr("dim %1").arg(f.dimension));
    m_windowShade->topLeft->setCoords(-0.5, 0);
    m_windowShade->bottomRight->setCoords(n - 0.5, 1);

    // The period marks are kept while the window and L stay (deleting and recreating items
    // every frame costs a relayout of the item list).
    if (n != m_drawnWindow || p.length != m_drawnMarksLength) {
        for (QCPItemStraightLine* l : m_periodLines)
            m_plot->removeItem(l);
        m_periodLines.clear();
        if (p.length / n <= kMaxPeriodLines)
            for (long x = n; x < p.length; x += n) {
                auto* l = new QCPItemStraightLine(m_plot);
                l->setClipAxisRect(m_lineRect);
                l->point1->setAxes(m_lineRect->axis(QCPAxis::atBottom), m_lineRect->axis(QCPAxis::atLeft));
                l->point2->setAxes(m_lineRect->axis(QCPAxis::atBottom), m_lineRect->axis(QCPAxis::atLeft));
                l->point1->setCoords(x - 0.5, 0);
                l->point2->setCoords(x - 0.5, 1);
                l->setPen(QPen(QColor(0x21, 0x66, 0xac), 1, Qt::DashLine));
                l->setAntialiased(false); // vertical
                m_periodLines.push_back(l);
            }
        m_drawnWindow = n;
        m_drawnMarksLength = p.length;
    }

    const QString source = f.table ? tr("loaded table %1").arg(QString::fromStdString(f.table->describe()))
                                   : fourierwords::source(f.source.kind);
    m_titleWhole = tr("Fourier extrapolation: %1, window L_max = %2 of L = %3, K = %4 of %5 bins")
                       .arg(source)
                       .arg(numbers::integer(n))
                       .arg(numbers::integer(p.length))
                       .arg(numbers::integer(f.keep))
                       .arg(numbers::integer(b.maxKeep()));
    m_titleShort = tr("Fourier: %1, L_max = %2, K = %3").arg(source, numbers::integer(n), numbers::integer(f.keep));
    showTitle();
    QString note = tr("The DFT sees the window as one period: past t = %1 the reconstruction repeats itself every %1 "
                      "positions (dashed marks).")
                       .arg(numbers::integer(n));
    const QString where = p.layout == core::Layout::Interleaved
                              ? tr("the dimensions above the white line")
                              : tr("the sines between the two white lines and the cosines above the second");
    note += slow ? tr("\nPairs k ≥ %1 (wavelength > %2) complete less than one cycle in the window: %3.")
                       .arg(numbers::integer(f.firstSlowPair))
                       .arg(numbers::integer(n))
                       .arg(where)
                 : tr("\nEvery pair completes at least one cycle in the window.");
    // How much of the table was computed: a footnote, in the tooltip on a short figure.
    m_computedText.clear();
    if (static_cast<int>(b.columns.size()) < p.dim)
        m_computedText = tr("\nComputed: %1 of %2 dimensions (one per row band, %3 samples per frame); "
                            "the CSV exports compute all of them (within their size limits).")
                             .arg(numbers::integer(b.columns.size()))
                             .arg(numbers::integer(p.dim))
                             .arg(numbers::integer(static_cast<qlonglong>(b.columns.size()) * p.length));
    const qsizetype computedAt = note.size();
    note += m_computedText;
    note += tr("\nAt K = %1: RMSE %2 inside, %3 past the window; σ-sinusoid: %4 inside, %5 past (factor %6; σ = %7, "
               "σ_PE = %8).")
                .arg(numbers::integer(f.keep))
                .arg(numbers::real(f.errorAtKeep.rmseInside, 3))
                .arg(numbers::real(f.errorAtKeep.rmseOutside, 3))
                .arg(numbers::real(f.sigmaError.rmseInside, 3))
                .arg(numbers::real(f.sigmaError.rmseOutside, 3))
                .arg(numbers::real(f.rho, 4))
                .arg(numbers::real(cb.sigmaSource, 3))
                .arg(numbers::real(cb.sigmaEncoding, 3));
    if (static_cast<int>(cb.columns.size()) < p.dim)
        note += tr(" Errors over %1 of %2 dimensions.")
                    .arg(numbers::integer(cb.columns.size()))
                    .arg(numbers::integer(p.dim));
    const QString variant = variantNote(f.sum, f.sigma);
    m_noteText = note + QLatin1Char('\n') + variant;
    m_wholeNote = note;
    m_shortNote = QString(note).remove(computedAt, m_computedText.size());
    m_variantText = variant;
    const char* const summary =
        QT_TRANSLATE_NOOP("pe::ui::FourierFigure", "Fourier sum: %1, σ scale: %2 (hover here for what they do).");
    m_variantSummary = tr(summary).arg(fourierwords::sum(f.sum), fourierwords::sigma(f.sigma));
    m_fittedFor.reset(); // new texts: measured anew
    fitVariantNote();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void FourierFigure::showTitle()
{
    const QWidget* page = m_plot->parentWidget();
    const bool less = !m_exporting && page && onPage(page, &PageState::tooTall);
    if (const QString& title = less ? m_titleShort : m_titleWhole; m_title->text() != title)
        m_title->setText(title);
}

void FourierFigure::fitVariantNote()
{
    if (m_variantText.isEmpty())
        return;
    // Pixels to spare before the whole note comes back (it does not switch back and forth).
    constexpr int kSlack = 6;
    const int room = m_plot->viewport().height();
    const QWidget* page = m_plot->parentWidget();
    const FitKey key{m_plot->viewport(), m_note->font().pointSizeF(), page && onPage(page, &PageState::tooTall)};
    if (m_fittedFor == key)
        return;
    m_fittedFor = key;
    bool summary = false;
    bool hidden = false;
    placeVariantNote(true); // measured with it
    if (!m_exporting && room > 0) {
        // The note is shortened once a smaller text no longer helps: TextFit says the page is
        // too tall at its smallest text (the plot's own height is then its minimum, or a few
        // pixels more under a tab bar taller than it asks for). Shortened, it stays so while the
        // whole note would not fit at the text size then.
        if (m_variantNote->text() != m_variantText)
            m_variantNote->setText(m_variantText);
        if (m_note->text() != m_wholeNote)
            m_note->setText(m_wholeNote);
        const int whole = m_plot->plotLayout()->minimumOuterSizeHint().height();
        summary = m_variantShort ? whole + kSlack > room : key.atSmallest;
        // Still too tall with the summary (1280 x 720 at 200 % in Chinese): the summary goes
        // too, into the note's tooltip; the settings panel names the sum and the σ scale.
        if (summary) {
            m_variantNote->setText(m_variantSummary);
            m_note->setText(m_shortNote);
            const int brief = m_plot->plotLayout()->minimumOuterSizeHint().height();
            // Only once the summary alone was tried (it was shown, and still too tall).
            hidden = m_variantHidden ? brief + kSlack > room : m_variantShort && key.atSmallest;
        }
    }
    m_variantShort = summary;
    m_variantHidden = hidden;
    const QString& shown = summary ? m_variantSummary : m_variantText;
    if (m_variantNote->text() != shown)
        m_variantNote->setText(shown);
    placeVariantNote(!hidden);
    const QString& note = summary ? m_shortNote : m_wholeNote;
    if (m_note->text() != note)
        m_note->setText(note);
}

FourierFigure::~FourierFigure()
{
    if (!m_variantPlaced) // the layout deletes only what it holds
        delete m_variantNote;
}

void FourierFigure::placeVariantNote(bool placed)
{
    if (placed == m_variantPlaced)
        return;
    // Out of the layout, not merely empty: an empty text element keeps a line's height.
    QCPLayoutGrid* layout = m_plot->plotLayout();
    if (placed) {
        // In the note's font: out of the layout, it missed what changed every element's (a new
        // text size, an export's).
        m_variantNote->setFont(m_note->font());
        layout->addElement(layout->rowCount(), 0, m_variantNote);
        layout->setRowStretchFactors(kRowStretch);
    } else {
        layout->take(m_variantNote);
        layout->simplify();
        layout->setRowStretchFactors(kRowStretch.mid(0, layout->rowCount()));
    }
    m_variantNote->setVisible(placed);
    m_variantPlaced = placed;
}

void FourierFigure::setExporting(bool exporting)
{
    m_exporting = exporting;
    m_fittedFor.reset();
    fitVariantNote();
}

QString FourierFigure::variantTipAt(QPointF pos) const
{
    // Over the summary, or over the note when the summary is left out.
    const QCPLayoutElement* over = m_variantHidden ? static_cast<QCPLayoutElement*>(m_note) : m_variantNote;
    if (!m_variantShort || !QRectF(over->outerRect()).contains(pos))
        return {};
    return m_computedText.isEmpty() ? m_variantText : m_computedText.mid(1) + QLatin1Char('\n') + m_variantText;
}

} // namespace pe::ui

namespace pe::ui::fourierwords {

QString source(core::SourceKind kind)
{
    return kind == core::SourceKind::LearnedLike
               ? QCoreApplication::translate("pe::ui::fourierwords", "learned-like source")
               : QCoreApplication::translate("pe::ui::fourierwords", "sinusoidal source");
}

QString sum(core::FourierSum sum)
{
    return sum == core::FourierSum::Full
               ? QCoreApplication::translate("pe::ui::fourierwords", "full", "Fourier sum")
               : QCoreApplication::translate("pe::ui::fourierwords", "printed", "Fourier sum");
}

QString sigma(core::SigmaScale sigma)
{
    return sigma == core::SigmaScale::Matched
               ? QCoreApplication::translate("pe::ui::fourierwords", "matched", "σ scale")
               : QCoreApplication::translate("pe::ui::fourierwords", "printed", "σ scale");
}

} // namespace pe::ui::fourierwords
