#include "ui/views/compare/compareview.h"

#include "core/parallel.h"
#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/columncurve.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/plotstyle.h"
#include "ui/views/compare/comparefigure.h"
#include "ui/widgets/sectionstack.h"

#include <QHeaderView>
#include <QRegularExpression>
#include <QSplitter>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(compare, CompareView)

using panels::num;

void CompareView::bindSettings(SettingsSchema<CompareSettings>& s)
{
    s.bind(QStringLiteral("schemes"), &CompareSettings::schemes).validatedBy([](const QString& text) {
        return parseSchemes(text, nullptr);
    });
    s.bind(QStringLiteral("models"), &CompareSettings::models).validatedBy([](const QString& text) {
        return text.trimmed().isEmpty() ? QString() : parseModelList(text, nullptr);
    });
}

CompareView::CompareView(QWidget* parent)
    : Base(parent)
    , m_sections(new SectionStack(this))
    , m_table(new SchemeTable(this))
{
    panels::fillWith(this, m_sections);
    // The table above the chart; on a short screen (a projector at 200 %) one of them at a
    // time, the chart first.
    m_sections->setObjectName(QStringLiteral("compareSections"));
    m_table->setObjectName(QStringLiteral("schemeTable"));
    m_sections->addSection(m_table, tr("The schemes"), 0);
    m_sections->addSection(m_plot, tr("Term by offset"), 1);
    m_sections->setCurrentSection(1);
    m_splitter = m_sections->splitter();
    m_table->setMinimumHeight(120);
    connect(m_table, &SchemeTable::rowActivated, this,
            [this](int row) { emit viewRequested(SchemeTable::viewFor(row)); });

    // The title wraps: on one line it set a minimum width wider than a 1600 x 1000 screen at 150 %.
    QCPLayoutGrid* body = panels::setUpFigure(m_plot, &m_title, &m_note);
    m_rect = panels::addPanel(m_plot, body, 0, 0, &m_legend);
    m_rect->axis(QCPAxis::atBottom)->setLabel(tr("Offset Δ between query and key (positions)"));
    m_rect->axis(QCPAxis::atLeft)->setLabel(tr("term / max |term|"));
    for (const Scheme s : kAllSchemes) {
        const int i = static_cast<int>(s);
        // The first five schemes keep their colours and dashes; the naive ones come after them.
        static constexpr Qt::PenStyle styles[kSchemeCount] = {Qt::SolidLine,   Qt::DashLine,      Qt::DashDotDotLine,
                                                              Qt::DashLine,    Qt::DotLine,       Qt::DotLine,
                                                              Qt::DashDotLine, Qt::DashDotDotLine};
        static constexpr int colours[kSchemeCount] = {0, 1, 6, 7, 5, 2, 3, 4};
        auto* g = new ColumnCurve(m_rect->axis(QCPAxis::atBottom), m_rect->axis(QCPAxis::atLeft));
        g->setPen(panels::pen(colours[i], 2.2, styles[i]));
        g->setName(schemeName(s));
        g->setObjectName(schemeName(s));
        g->setSteps(s == Scheme::T5);
        g->setVisible(false);
        m_graphs[static_cast<size_t>(i)] = g;
    }
    finishFigure(
        [this](QCPAxisRect* rect, double x, double) { return rect == m_rect ? hoverText(std::lround(x)) : QString(); });
    plotstyle::integerTicks(m_rect->axis(QCPAxis::atBottom));
    m_table->setInputs(inputs());
    // (at 1280 x 720 at 200 % the chart scrolled by 16 px, by 59 in presentation mode)
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this] { showLess(); });
}

void CompareView::showLess()
{
    const bool less = showsLess(this);
    if (const QString& title = less ? m_titleShort : m_titleWhole; m_title->text() != title)
        m_title->setText(title);
    for (const Named& n : m_named)
        if (const QString& name = less ? n.brief : n.whole; n.curve->name() != name)
            n.curve->setName(name);
    fitChartMinimum();
}

void CompareView::inputsChanged(const ViewInputs&)
{
    m_table->setInputs(inputs());
}

CompareViewport CompareView::viewport() const
{
    CompareViewport v;
    v.pixels = panels::rectPixels(m_rect, true, 0.8 * width());
    return v;
}

void CompareView::resizeEvent(QResizeEvent* event)
{
    sizeSplitter();
    Base::resizeEvent(event);
}

void CompareView::showEvent(QShowEvent* event)
{
    TypedView::showEvent(event);
    // A view is resized while hidden behind another tab: size the sections once it shows and
    // the stack has laid them out.
    QMetaObject::invokeMethod(this, &CompareView::sizeSplitter, Qt::QueuedConnection);
}

void CompareView::sizeSplitter()
{
    if (m_splitterSized || !isVisible() || m_sections->isTabbed() || m_splitter->height() <= 0)
        return;
    // Once laid out at its width, the table takes the height of its rows, at most a third (it
    // scrolls), and down to its minimum while the chart has fewer than 24 lines of text: its
    // title, note and legend take about twelve, the panel is the rest.
    m_splitterSized = true;
    m_table->resize(m_splitter->width(), m_table->height());
    m_table->resizeRowsToContents();
    const int height = m_splitter->height();
    int table = std::min(m_table->sizeHint().height(), height / 3);
    table = std::max(m_table->minimumHeight(), std::min(table, height - 24 * fontMetrics().lineSpacing()));
    m_splitter->setSizes({table, height - table});
}

void CompareView::fitChartMinimum()
{
    // The panel keeps seven lines of its tick labels' height (three while the figure shows
    // less), in the plot's own fonts (they follow the text size and presentation mode): with
    // its title, note, axis and legend the chart then has its whole minimum in the plot's
    // minimum size, below which the stack shows the table and the chart one at a time instead
    // of squeezing the panel flat. (A minimum height set on the plot widget instead overrode the
    // layout's own: after F5 the splitter gave the chart that height, and the legend was laid
    // out under the plot's bottom. With no least height while showing less, a lesson step in
    // presentation mode at 1280 x 720 at 150 % left the panel 17 px tall, its y label
    // standing and lying flat by turns.)
    const int lines = showsLess(this) ? 3 : 7;
    const int least = lines * QFontMetrics(m_rect->axis(QCPAxis::atLeft)->tickLabelFont()).lineSpacing();
    if (m_rect->minimumSize().height() != least)
        m_rect->setMinimumSize(0, least);
}

QString CompareView::meanOverT(const QString& scheme) const
{
    return tr("%1: mean over t of pₜ·pₜ₊Δ").arg(scheme);
}

QString CompareView::legendName(Scheme scheme, const CompareFrame& f) const
{
    switch (scheme) {
    case Scheme::Sinusoidal:
        return tr("sinusoidal: PE(t)·PE(t+Δ) = Σₖ cos(ωₖΔ)");
    case Scheme::Learned:
        return meanOverT(tr("learned"));
    case Scheme::Fraction:
        return meanOverT(tr("t / (L − 1)"));
    case Scheme::Index:
        return meanOverT(tr("index t"));
    case Scheme::Binary:
        return meanOverT(tr("binary (bits of t, ±1)"));
    case Scheme::Rope:
        return tr("RoPE: q·R(Δ)k, all-ones q, k = 2 Σₖ cos(θₖΔ)");
    case Scheme::Alibi:
        return tr("ALiBi: −mₕ·Δ, head 1 of %1 (mₕ = %2)").arg(kCompareAlibiHeads).arg(num(f.terms->alibiSlope()));
    case Scheme::T5:
        return tr("T5: bucket index (%1 buckets, max distance %2, bidirectional)")
            .arg(kCompareT5Buckets)
            .arg(kCompareT5MaxDistance);
    }
    return {};
}

void CompareView::draw(const CompareFrame& f)
{
    // compute() hands back the frame on screen when nothing it shows changed (a new position).
    if (&f == m_drawn)
        return;
    m_drawn = &f;
    const long length = f.params.length;
    const bool models = !f.settings.models.trimmed().isEmpty();
    const QString caption = models ? shared::caption(*shared::find(QStringLiteral("length")), f.params)
                                   : shared::caption(f.params, tr(", "));
    m_titleWhole = models
                       ? tr("How each model's term between two positions depends on their offset Δ (%1)").arg(caption)
                       : tr("How the term between two positions depends on their offset Δ (%1)").arg(caption);
    m_titleShort = tr("Term by offset Δ: %1").arg(caption);
    m_title->setText(showsLess(this) ? m_titleShort : m_titleWhole);
    m_named.clear();
    m_legend->clearItems();
    for (ColumnCurve* g : m_graphs)
        g->setVisible(false);
    for (ColumnCurve* g : m_modelGraphs)
        g->setVisible(false);
    QStringList notes, problems;
    if (!f.problem.isEmpty()) {
        problems << f.problem;
    } else {
        for (const CompareCurve& c : f.curves) {
            ColumnCurve* g = c.model >= 0 ? modelGraph(c.model, (*f.models)[static_cast<size_t>(c.model)].scheme)
                                          : m_graphs[static_cast<size_t>(c.scheme)];
            if (!c.problem.isEmpty()) {
                problems << c.problem;
                continue;
            }
            std::vector<double> ys(c.y.size());
            const double scale = c.maxAbs > 0 ? 1.0 / c.maxAbs : 1.0;
            for (size_t i = 0; i < ys.size(); ++i)
                ys[i] = c.y[i] * scale;
            g->setData(f.offsets, std::move(ys));
            const QString name =
                c.model >= 0 ? (*f.models)[static_cast<size_t>(c.model)].legend : legendName(c.scheme, f);
            // Short: the scheme's name before its formula ("RoPE: q·R(Δ)k…"); a model's whole.
            const int colon = c.model >= 0 ? -1 : name.indexOf(QRegularExpression(QStringLiteral("[:：]")));
            const QString brief = colon > 0 ? name.left(colon).trimmed() : name;
            m_named.push_back({g, tr("%1 (max |term| = %2)").arg(name, num(c.maxAbs)),
                               tr("%1 (max |term| = %2)").arg(brief, num(c.maxAbs))});
            g->setName(showsLess(this) ? m_named.back().brief : m_named.back().whole);
            g->setVisible(true);
            g->addToLegend(m_legend);
        }
        if (f.curve(Scheme::Rope) && f.curve(Scheme::Sinusoidal) && f.curve(Scheme::Rope)->problem.isEmpty())
            notes << tr("RoPE's score of all-ones q and k is twice the sinusoidal dot product: the two normalised "
                        "curves coincide.");
        if (f.params.dim % 2 == 1 && f.curve(Scheme::Sinusoidal))
            notes << tr("Odd d: the lone sine column, whose product also depends on t, is left out of the "
                        "sinusoidal sum.");
        if (f.curve(Scheme::Learned) && f.curve(Scheme::Learned)->problem.isEmpty())
            notes << (0.5 * static_cast<double>(length) * static_cast<double>(length) * f.params.dim <=
                              kDirectLaggedProducts
                          ? tr("Learned: exact means over every t < L − Δ, summed directly.")
                          : tr("Learned: means over every t < L − Δ, by one FFT autocorrelation per column."));
        if (f.curve(Scheme::Fraction) || f.curve(Scheme::Index) || f.curve(Scheme::Binary))
            notes << tr("Naive encodings (fraction, index, binary): exact means over every t < L − Δ of their rows' "
                        "dot products.");
        if (f.curve(Scheme::Fraction) && f.curve(Scheme::Index))
            notes << tr("t / (L − 1) is the index divided by L − 1: normalised, their curves coincide.");
        if (f.curve(Scheme::Alibi) || f.curve(Scheme::T5))
            notes << tr("ALiBi and bidirectional T5 are symmetric in Δ; T5 shows keys before the query (buckets 0–15; "
                        "keys after it use 16–31).");
        if (f.models)
            notes << tr("Each model with its own settings; RoPE's score counts the components a partial rotary "
                        "leaves alone, ALiBi's the mean of its heads' slopes.");
        if (!f.everyOffset)
            notes << tr("One offset in %1 is drawn (%2 of %3); hover for the value at any offset.")
                         .arg(numbers::integer(f.step))
                         .arg(numbers::integer(f.offsets.size()))
                         .arg(numbers::integer(length));
    }
    panels::setNote(m_note, (problems + notes).join(QLatin1Char('\n')), !problems.isEmpty());
    // Two long entries a row; setWrap alone does not move the entries already there.
    m_legend->setWrap(2);
    m_legend->setFillOrder(m_legend->fillOrder(), true);
    m_rect->axis(QCPAxis::atBottom)->setRange(0, std::max<double>(1.0, static_cast<double>(length - 1)));
    m_rect->axis(QCPAxis::atLeft)->setRange(-1.08, 1.08);
    replotAndRefit(f.viewport);
}

QString CompareView::hoverText(long offset) const
{
    const auto& f = frame();
    if (!f || (!f->terms && !f->models) || offset < 0 || offset >= f->params.length)
        return {};
    QStringList parts;
    for (const CompareCurve& c : f->curves) {
        if (!c.problem.isEmpty())
            continue;
        if (c.model >= 0) {
            const ModelTerm& t = (*f->models)[static_cast<size_t>(c.model)];
            parts << tr("%1 %2").arg(t.name, num(modelTermAt(t, offset), 8));
            continue;
        }
        const double v = f->terms->at(c.scheme, offset);
        parts << tr("%1 %2").arg(schemeName(c.scheme), num(v, 8));
    }
    return tr("Δ = %1: %2").arg(numbers::integer(offset)).arg(parts.join(QStringLiteral(", ")));
}

void CompareView::renderFigure(QCPPainter* painter, const QSize& size)
{
    // The table above the chart, as on screen: its rows at the figure's width, at most 45 % of it.
    const int width = size.width();
    const QSize old = m_table->size();
    m_table->resize(width, m_table->height());
    m_table->resizeRowsToContents();
    const int needed = m_table->sizeHint().height();
    m_table->resize(old);
    // The chart keeps its minimum height: a small file gets fewer rows of the table, or none
    // (squeezed, the chart's title was drawn over itself).
    int top = std::min({needed, static_cast<int>(0.45 * size.height()),
                        size.height() - static_cast<const QWidget*>(m_plot)->minimumSizeHint().height()});
    if (top < 3 * m_table->fontMetrics().height())
        top = 0;
    if (top > 0)
        renderWidget(m_table, painter, QSize(width, top));
    painter->save();
    painter->translate(0, top);
    paintPlot(m_plot, painter, QSize(width, size.height() - top));
    painter->restore();
}

ColumnCurve* CompareView::modelGraph(int index, core::models::PositionScheme scheme)
{
    while (static_cast<int>(m_modelGraphs.size()) <= index) {
        const int i = static_cast<int>(m_modelGraphs.size());
        static constexpr Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
        auto* g = new ColumnCurve(m_rect->axis(QCPAxis::atBottom), m_rect->axis(QCPAxis::atLeft));
        g->setPen(panels::pen(i, 2.2, styles[i % 4]));
        g->setVisible(false);
        m_modelGraphs.push_back(g);
    }
    ColumnCurve* g = m_modelGraphs[static_cast<size_t>(index)];
    g->setSteps(scheme == core::models::PositionScheme::T5);
    return g;
}

} // namespace pe::ui
