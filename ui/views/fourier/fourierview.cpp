#include "ui/views/fourier/fourierview.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/views/fourier/fourierfigure.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/framework/viewhelpers.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

namespace {
/// Rows of a heatmap: one band per analysed column, in dimension units.
std::unique_ptr<QCPColorMapData> bandMap(const core::BlockAxis& x, const core::BlockAxis& dims,
                                         const std::vector<std::vector<double>>& rows)
{
    int nx = 0, ny = 0;
    QCPRange rx, ry;
    helpers::axisExtent(x, &nx, &rx);
    helpers::axisExtent(dims, &ny, &ry);
    auto data = std::make_unique<QCPColorMapData>(nx, ny, rx, ry);
    for (int j = 0; j < ny; ++j) {
        const auto& row = rows[std::min<std::size_t>(j, rows.size() - 1)];
        for (int i = 0; i < nx; ++i)
            data->setCell(i, j, row[std::min<std::size_t>(i, row.size() - 1)]);
    }
    return data;
}

/// The plotted column taken from the basis when the basis analysed it (no second analysis).
std::shared_ptr<const core::FourierBasis> chosenFrom(const core::FourierBasis& basis, int column)
{
    for (const core::FourierColumn& c : basis.columns)
        if (c.column == column) {
            auto chosen = std::make_shared<core::FourierBasis>();
            chosen->params = basis.params;
            chosen->source = basis.source;
            chosen->window = basis.window;
            chosen->orderCuts = basis.orderCuts;
            chosen->columns = {c};
            return chosen;
        }
    return nullptr;
}

bool sameInputs(const core::FourierBasis* b, const core::EncodingParams& p, const core::SourceParams& s, long window,
                const std::vector<int>& columns)
{
    if (!b || b->params != p || !(b->source == s) || b->window != window || b->columns.size() != columns.size())
        return false;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (b->columns[i].column != columns[i])
            return false;
    return true;
}
} // namespace

FourierView::FourierView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new OpaquePlot(this))
{
    m_sourceBox = new QComboBox(this);
    m_sourceBox->addItem(tr("Sinusoidal PE"), static_cast<int>(core::SourceKind::Sinusoidal));
    m_sourceBox->addItem(tr("Learned-like (0.5·PE + noise)"), static_cast<int>(core::SourceKind::LearnedLike));
    m_sourceBox->setToolTip(tr("The embeddings to analyse: the sinusoidal PE itself, or a stand-in for learned "
                               "embeddings, 0.5 × PE plus Gaussian noise from a fixed seed (reproducible)."));
    m_noiseSpin = new QDoubleSpinBox(this);
    m_noiseSpin->setRange(0.0, core::kMaxNoise);
    m_noiseSpin->setSingleStep(0.05);
    m_noiseSpin->setDecimals(3);
    m_noiseSpin->setToolTip(tr("Standard deviation of the Gaussian noise of the learned-like source."));
    m_seedSpin = new QSpinBox(this);
    m_seedSpin->setRange(0, std::numeric_limits<int>::max());
    m_seedSpin->setToolTip(tr("Seed of the noise: the same seed gives the same embeddings on every machine."));
    m_windowSpin = new QSpinBox(this);
    m_windowSpin->setToolTip(tr("Training window L_max: the FFT sees positions 0 .. L_max − 1 only; everything "
                                "past it is extrapolated."));
    m_keepSlider = new QSlider(Qt::Horizontal, this);
    m_keepSpin = new QSpinBox(this);
    m_keepSlider->setToolTip(tr("K: how many dominant Fourier coefficients each column keeps (eq. 3 of article 001)."));
    m_keepSpin->setToolTip(m_keepSlider->toolTip());
    m_dimSpin = new QSpinBox(this);
    m_dimSpin->setToolTip(tr("The dimension shown in the line plot at the bottom."));
    m_info = new QLabel(this);
    m_info->setWordWrap(true);

    auto label = [this](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    auto* bar = new QHBoxLayout;
    bar->addWidget(label(tr("&Source:"), m_sourceBox));
    bar->addWidget(m_sourceBox);
    bar->addWidget(label(tr("&Noise:"), m_noiseSpin));
    bar->addWidget(m_noiseSpin);
    bar->addWidget(label(tr("S&eed:"), m_seedSpin));
    bar->addWidget(m_seedSpin);
    bar->addWidget(label(tr("&Window L_max:"), m_windowSpin));
    bar->addWidget(m_windowSpin);
    bar->addWidget(label(tr("&Keep K:"), m_keepSlider));
    bar->addWidget(m_keepSlider, 1);
    bar->addWidget(m_keepSpin);
    bar->addWidget(label(tr("D&imension:"), m_dimSpin));
    bar->addWidget(m_dimSpin);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    m_figure = std::make_unique<FourierFigure>(m_plot);

    connect(m_sourceBox, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        core::SourceParams s = m_source;
        s.kind = static_cast<core::SourceKind>(m_sourceBox->currentData().toInt());
        setSource(s);
    });
    connect(m_noiseSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        core::SourceParams s = m_source;
        s.noise = v;
        setSource(s);
    });
    connect(m_seedSpin, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        core::SourceParams s = m_source;
        s.seed = static_cast<std::uint64_t>(v);
        setSource(s);
    });
    connect(m_windowSpin, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) { setWindow(v); });
    connect(m_keepSlider, &QSlider::valueChanged, this, &FourierView::setKeep);
    connect(m_keepSpin, qOverload<int>(&QSpinBox::valueChanged), this, &FourierView::setKeep);
    connect(m_dimSpin, qOverload<int>(&QSpinBox::valueChanged), this, &FourierView::setDimension);
    connect(state, &AppState::paramsChanged, this, &FourierView::syncControls);
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
        helpers::boundRange(m_figure->lineAxis(), -0.5, this->state()->params().length - 0.5);
        emit updateRequested();
    });
    syncControls();
}

FourierView::~FourierView() = default;

bool FourierView::eventFilter(QObject* watched, QEvent* event)
{
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

QString FourierView::title() const
{
    return tr("Fourier");
}

QString FourierView::summary() const
{
    return tr("Rebuild embeddings from a few Fourier coefficients of a training window and extrapolate past it: "
              "the DFT can only repeat the window.");
}

QString FourierView::caption() const
{
    return View::caption() + tr(", %1 source, L_max = %2, K = %3")
                                 .arg(QString::fromStdString(core::sourceName(m_source.kind)))
                                 .arg(window())
                                 .arg(m_keep);
}

long FourierView::window() const
{
    const long l = state()->params().length;
    return m_window > 0 ? std::min(m_window, l) : (l + 1) / 2;
}

int FourierView::dimension() const
{
    return std::clamp(m_dimension, 0, state()->params().dim - 1);
}

void FourierView::setWindow(long w)
{
    if (w == m_window)
        return;
    m_window = w;
    syncControls();
    emit updateRequested();
}

void FourierView::setKeep(int k)
{
    if (k == m_keep)
        return;
    m_keep = k;
    syncControls();
    emit updateRequested();
}

void FourierView::setDimension(int j)
{
    if (j == m_dimension)
        return;
    m_dimension = j;
    syncControls();
    emit updateRequested();
}

void FourierView::setSource(const core::SourceParams& s)
{
    if (s == m_source)
        return;
    m_source = s;
    syncControls();
    emit updateRequested();
}

void FourierView::syncControls()
{
    const auto& p = state()->params();
    const long w = window();
    const int maxKeep = static_cast<int>(w / 2 + 1);
    m_keep = std::clamp(m_keep, 1, maxKeep);
    const QSignalBlocker b1(m_sourceBox), b2(m_noiseSpin), b3(m_seedSpin), b4(m_windowSpin), b5(m_keepSlider),
        b6(m_keepSpin), b7(m_dimSpin);
    m_sourceBox->setCurrentIndex(m_sourceBox->findData(static_cast<int>(m_source.kind)));
    m_noiseSpin->setValue(m_source.noise);
    m_seedSpin->setValue(static_cast<int>(std::min<std::uint64_t>(m_source.seed, std::numeric_limits<int>::max())));
    const bool learned = m_source.kind == core::SourceKind::LearnedLike;
    m_noiseSpin->setEnabled(learned);
    m_seedSpin->setEnabled(learned);
    // setRange() relayouts the spin box even when nothing changes (its size hint is reset).
    auto setRange = [](auto* w, int lo, int hi) {
        if (w->minimum() != lo || w->maximum() != hi)
            w->setRange(lo, hi);
    };
    setRange(m_windowSpin, 1, static_cast<int>(p.length));
    m_windowSpin->setValue(static_cast<int>(w));
    setRange(m_keepSlider, 1, maxKeep);
    setRange(m_keepSpin, 1, maxKeep);
    m_keepSlider->setValue(m_keep);
    m_keepSpin->setValue(m_keep);
    setRange(m_dimSpin, 0, p.dim - 1);
    m_dimSpin->setValue(dimension());
}

View::Job FourierView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const core::SourceParams source = m_source;
    const long n = window();
    const int keep = std::clamp(m_keep, 1, static_cast<int>(n / 2 + 1));
    const int dim = dimension();
    const double dpr = m_plot->devicePixelRatioF();
    const int wPx = helpers::pixels(m_figure->spectrumRect()->width() * dpr, m_plot->width() * dpr * 0.5);
    const int hPx = helpers::pixels(m_figure->spectrumRect()->height() * dpr, m_plot->height() * dpr * 0.25);
    // Two envelope cells per pixel: the rect the frame is drawn in is often a few pixels wider
    // than the one measured here (its margins follow the new tick labels and legend), and one
    // cell per pixel then left pixel columns empty, white streaks through the envelopes.
    const int linePx = 2 * helpers::pixels(m_figure->lineRect()->width() * dpr, m_plot->width() * dpr);
    // A new L shows the whole line plot again (the figure resets the axis when it draws).
    const bool sameLength = m_frame && m_frame->params.length == params.length;
    const auto [l0, l1] = sameLength ? helpers::visibleIndices(m_figure->lineAxis()->range(), 0, params.length)
                                     : std::pair<long, long>(0, params.length);
    // The K-independent analysis of the previous frame, reused when only K changes.
    const std::shared_ptr<const core::FourierBasis> lastBasis = m_frame ? m_frame->basis : nullptr;
    const std::shared_ptr<const core::FourierBasis> lastChosen = m_frame ? m_frame->chosen : nullptr;
    // The figure does not depend on the position t: a change of t alone redraws nothing.
    if (m_frame && m_frame->params == params && m_frame->source == source && m_frame->window == n &&
        m_frame->keep == keep && m_frame->dimension == dim && m_frame->widthPx == wPx && m_frame->heightPx == hPx &&
        m_frame->line == core::BlockAxis::fit(l0, l1, linePx))
        return [frame = m_frame]() -> std::any { return frame; };
    return [=]() -> std::any {
        auto f = std::make_shared<FourierFrame>();
        f->params = params;
        f->source = source;
        f->window = n;
        f->keep = keep;
        f->dimension = dim;
        f->widthPx = wPx;
        f->heightPx = hPx;
        const auto src = core::makeSource(params, source);
        const int count = std::min({core::columnBudget(params.length, params.dim), std::max(8, hPx), 512});
        const std::vector<int> columns = core::spreadColumns(params.dim, count);
        f->dims = core::BlockAxis::fit(0, params.dim, static_cast<int>(columns.size()));
        // Progress over the three analyses, by their share of the work (columns x passes);
        // a newer request stops the job (Controller::reportProgress returns false).
        const bool newBasis = !sameInputs(lastBasis.get(), params, source, n, columns);
        const bool newChosen = !sameInputs(lastChosen.get(), params, source, n, {dim});
        const double shares[2] = {newBasis ? static_cast<double>(columns.size()) : 0.0, newChosen ? 1.0 : 0.0};
        const double total = std::max(1.0, shares[0] + shares[1]);
        auto stage = [&](int i) -> core::Progress {
            double before = 0.0;
            for (int j = 0; j < i; ++j)
                before += shares[j];
            return [=](double fraction) { return Controller::reportProgress((before + fraction * shares[i]) / total); };
        };
        auto analyse = [&](const std::vector<int>& cols, bool curve, int i) {
            return std::make_shared<const core::FourierBasis>(
                core::analyseColumns(*src, params, source, n, cols, curve, {}, stage(i)));
        };
        // The error curve costs one pass over each column's sorted bins (Parseval and the
        // folded spectrum, no inverse FFT per K): it is computed on the displayed columns.
        f->basis = newBasis ? analyse(columns, true, 0) : lastBasis;
        if (!f->basis->complete)
            return {}; // stale: dropped by the controller
        f->curve = f->basis;
        f->chosen = newChosen ? chosenFrom(*f->basis, dim) : lastChosen;
        if (!f->chosen)
            f->chosen = analyse({dim}, false, 1);
        if (!f->chosen->complete)
            return {};
        f->errorAtKeep = core::reconstructionError(*f->curve, keep);
        f->firstSlowPair = core::firstPairSlowerThan(params, n);

        // Only the pixel cells: reconstructions are evaluated per block, not per position.
        const core::BlockAxis bins = core::BlockAxis::fit(0, n / 2 + 1, wPx);
        const core::BlockAxis positions = core::BlockAxis::fit(0, params.length, wPx);
        std::vector<std::vector<double>> spectrum, original;
        const std::vector<std::vector<double>> recon = core::reconstructionBlockMeans(*f->basis, keep, positions);
        for (std::size_t c = 0; c < f->basis->columns.size(); ++c) {
            const core::FourierColumn& col = f->basis->columns[c];
            spectrum.push_back(core::blockMaxDb(col.bins, n, bins));
            original.push_back(core::blockMeans(col.truth, positions));
            f->amplitude = std::max(f->amplitude, col.truth.cwiseAbs().maxCoeff());
        }
        f->spectrum = bandMap(bins, f->dims, spectrum);
        f->original = bandMap(positions, f->dims, original);
        f->reconstruction = bandMap(positions, f->dims, recon);

        const core::FourierColumn& chosen = f->chosen->columns.front();
        const Eigen::VectorXd period = core::reconstructPeriods(*f->chosen, keep).front();
        f->reconstructionAtChosen.assign(period.data(), period.data() + period.size());
        const core::BlockAxis line = core::BlockAxis::fit(l0, l1, linePx);
        f->line = line;
        f->lineTruth = core::envelope(chosen.truth, line);
        f->lineReconstruction = core::envelope(core::tile(period, params.length), line);
        f->lineSigma = core::envelope(f->basis->rho * chosen.encoding, line);
        return std::shared_ptr<const FourierFrame>(f);
    };
}

void FourierView::applyResult(const std::any& any)
{
    auto frame = std::any_cast<std::shared_ptr<const FourierFrame>>(any);
    if (frame == m_frame)
        return; // the same figure (only the position t changed)
    m_frame = std::move(frame);
    m_figure->draw(*m_frame);
}

} // namespace pe::ui
