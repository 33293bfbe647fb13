#include "ui/views/split/splitview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/reflow.h"

#include <QCoreApplication>

#include <qcustomplot.h>

#include <algorithm>
#include <climits>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(split, SplitView)

namespace {
using panels::num;

/// The term's formula with x the meaning part and p the positional part of the input.
const char* const kFormulas[kSplitTerms] = {
    QT_TRANSLATE_NOOP("SplitView", "xᵢ W_Q W_Kᵀ xⱼᵀ"), QT_TRANSLATE_NOOP("SplitView", "xᵢ W_Q W_Kᵀ pⱼᵀ"),
    QT_TRANSLATE_NOOP("SplitView", "pᵢ W_Q W_Kᵀ xⱼᵀ"), QT_TRANSLATE_NOOP("SplitView", "pᵢ W_Q W_Kᵀ pⱼᵀ"),
    QT_TRANSLATE_NOOP("SplitView", "hᵢ W_Q W_Kᵀ hⱼᵀ, h = x + p")};

/// The shared parameters the split model takes from the app, "L = 20, n = 100" (its d is d_pos + d_sem).
QString lengthAndBase(const core::EncodingParams& p, const QString& separator)
{
    return shared::caption(*shared::find(QStringLiteral("length")), p) + separator +
           shared::caption(*shared::find(QStringLiteral("base")), p);
}

/// A block of positions as "a" or "a–b".
QString positions(const core::BlockAxis& axis, int cell)
{
    const long a = axis.blockBegin(cell), b = axis.blockEnd(cell) - 1;
    return a == b ? numbers::integer(a) : QStringLiteral("%1–%2").arg(numbers::integer(a), numbers::integer(b));
}

} // namespace

void SplitView::bindSettings(SettingsSchema<SplitSettings>& s)
{
    s.bind(QStringLiteral("d-pos"), &SplitSettings::dPos, core::SplitLimits::minDPos, core::SplitLimits::maxDPos)
        .bind(QStringLiteral("d-sem"), &SplitSettings::dSem, core::SplitLimits::minDSem, core::SplitLimits::maxDSem)
        .bind(QStringLiteral("combine"), &SplitSettings::combine, {core::Combine::Concat, core::Combine::Add},
              &core::combineName)
        .bind(QStringLiteral("seed"), &SplitSettings::seed, 0, INT_MAX)
        .bind(QStringLiteral("heads"), &SplitSettings::heads, core::SplitLimits::minHeads, core::SplitLimits::maxHeads);
}

SplitView::SplitView(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    auto* terms = new QCPLayoutGrid;
    body->addElement(0, 0, terms);
    auto* right = new QCPLayoutGrid;
    body->addElement(0, 1, right);
    body->setColumnStretchFactors({2.0, 1.25});
    addTermPanel(terms, 0, 0, SplitTerm::SemSem);
    addTermPanel(terms, 0, 1, SplitTerm::SemPos);
    addTermPanel(terms, 1, 0, SplitTerm::PosSem);
    addTermPanel(terms, 1, 1, SplitTerm::PosPos);
    auto* total = new QCPLayoutGrid;
    right->addElement(0, 0, total);
    addTermPanel(total, 0, 0, SplitTerm::Total);
    m_scale = new QCPColorScale(m_plot);
    total->addElement(0, 1, m_scale);
    total->setColumnStretchFactors({1.0, 0.001});
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(14);
    m_scale->axis()->setLabel(tr("logit (one scale for all five)"));
    // A scale too short for its whole label (a projector, in Chinese) says "logit" alone rather
    // than an elided "logit (one scale…": decided from the scale's length, which its label
    // does not change, before the labels are fitted.
    addLayoutStep(m_plot, FigurePlot::Stage::Sizes, this, [this] {
        QCPAxis* axis = m_scale->axis();
        const QString whole = tr("logit (one scale for all five)");
        const QRect outer = axis->axisRect()->outerRect(), rect = axis->axisRect()->rect();
        const int length = rect.height() + 2 * std::min(rect.top() - outer.top(), outer.bottom() - rect.bottom());
        const QFont font = axis->labelFont();
        const bool fits =
            length < 20 || !elideLines(wrapLines(whole, font, length), font, length).contains(QChar(0x2026));
        const QString label = fits ? whole : tr("logit");
        if (labelfit::wholeLabel(axis) != label)
            axis->setLabel(label);
    });
    for (FastColorMap* map : m_maps)
        map->setColorScale(m_scale);
    m_scale->setGradient(plotstyle::diverging());
    auto* scaleGroup = new QCPMarginGroup(m_plot);
    m_rects[static_cast<int>(SplitTerm::Total)]->setMarginGroup(QCP::msTop | QCP::msBottom, scaleGroup);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, scaleGroup);

    auto* value = new QCPLayoutGrid;
    right->addElement(1, 0, value);
    QFont font = plotstyle::sized(m_plot->font(), 10.5);
    m_readout = new QCPTextElement(m_plot, QString(), font);
    m_readout->setObjectName(QStringLiteral("readout"));
    value->addElement(0, 0, m_readout);
    m_valueRect = panels::addPanel(m_plot, value, 1, 0, &m_valueLegend);
    m_valueRect->setObjectName(QStringLiteral("valuePath"));
    value->setRowStretchFactors({0.001, 1.0});
    // Its plot four lines of its tick labels tall at least, in the fonts of the moment (text
    // size, an export's): under up to five lines of read-out, flatter than that it showed a
    // line where a path should be, and the figure gives way as pages instead.
    labelfit::minimumHeightFromFonts(m_plot, {m_valueRect}, 0, 4);
    // A figure given way (pages, a projector at 200 %) shows the read-out in two lines, the
    // numbers without their heading: in five, its plot was about 60 px tall under them.
    addLayoutStep(m_plot, FigurePlot::Stage::Texts, this, [this] {
        const QString& text = onPage(this, &PageState::tooTall) ? m_readoutShort : m_readoutWhole;
        if (m_readout->text() != text)
            m_readout->setText(text);
    });
    right->setRowStretchFactors({1.0, 1.0});
    // On a short screen the total's map and the value path go side by side.
    reflow::besideWhenShort(m_plot, right);
    m_valueLegend->setWrap(1);
    for (int g = 0; g < 4; ++g)
        m_valueGraphs[g] =
            panels::addGraph(m_valueRect, panels::pen(g % 2, g < 2 ? 2.5 : 2.0, g < 2 ? Qt::SolidLine : Qt::DashLine),
                             QString(), m_valueLegend);
    // Named for tests: the position block when a token changes, the meaning block when the
    // sequence moves past L_max; with block-diagonal (split) and with dense weights.
    const char* const graphNames[4] = {"perturb-split", "perturb-dense", "shift-split", "shift-dense"};
    for (int g = 0; g < 4; ++g)
        m_valueGraphs[g]->setObjectName(QLatin1String(graphNames[g]));
    for (int g = 0; g < 4; ++g)
        m_valueGraphs[g]->setScatterStyle(
            QCPScatterStyle(g < 2 ? QCPScatterStyle::ssDisc : QCPScatterStyle::ssCircle, 5));
    m_valueRect->axis(QCPAxis::atBottom)->setLabel(tr("Output position i"));
    m_valueRect->axis(QCPAxis::atLeft)->setLabel(tr("largest change in the block"));

    finishFigure(&SplitView::hoverText);
    panels::styleScale(m_scale, m_valueRect);
    plotstyle::integerTicks(m_valueRect->axis(QCPAxis::atBottom));
}

void SplitView::addTermPanel(QCPLayoutGrid* grid, int row, int column, SplitTerm term)
{
    const int t = static_cast<int>(term);
    const QString name = QLatin1String(splitTermName(term)); // objectNames: "pos-pos", "pos-pos map", ...
    auto* panel = new QCPLayoutGrid;
    grid->addElement(row, column, panel);
    QFont font = plotstyle::sized(m_plot->font(), 11, true);
    m_titles[t] = new QCPTextElement(m_plot, QString(), font);
    m_titles[t]->setObjectName(name + QLatin1String(" title"));
    panel->addElement(0, 0, m_titles[t]);
    auto* rect = new QCPAxisRect(m_plot);
    rect->setObjectName(name);
    panel->addElement(1, 0, rect);
    panel->setRowStretchFactors({0.001, 1.0});
    panel->setRowSpacing(0);
    auto* map = new FastColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    map->setObjectName(name + QLatin1String(" map"));
    map->setInterpolate(false);
    map->setTightBoundary(false);
    rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    rect->axis(QCPAxis::atBottom)->setLabel(tr("Key position j"));
    rect->axis(QCPAxis::atLeft)->setLabel(tr("Query position i"));
    plotstyle::integerTicks(rect->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(rect->axis(QCPAxis::atLeft));
    // Tall enough for three tick labels, and as wide and tall as the longest words of its labels:
    // at a large text size the maps were strips a dozen pixels tall under labels that ran into
    // each other, and in presentation mode a strip with one tick label ("0") under the figure's
    // title and note; the figure gives way (notes, title, pages) instead.
    labelfit::minimumHeightFromFonts(m_plot, {rect}, 0, 4);
    auto* zero = new QCPItemText(m_plot);
    zero->setClipAxisRect(rect);
    zero->position->setType(QCPItemPosition::ptAxisRectRatio);
    zero->position->setAxisRect(rect);
    zero->position->setCoords(0.5, 0.5);
    QFont zeroFont = plotstyle::sized(m_plot->font(), 15, true);
    zero->setFont(zeroFont);
    zero->setColor(QColor(0x40, 0x40, 0x40));
    zero->setText(tr("= 0 exactly"));
    zero->setVisible(false);
    // Only where it fits inside the panel (the panel's title says "exactly 0" as well): on a
    // small screen it ran over the panel's edges.
    connect(m_plot, &QCustomPlot::afterLayout, zero, [this, t, zero, rect] {
        const QSizeF text = QFontMetricsF(zero->font()).size(0, zero->text());
        zero->setVisible(m_exactZero[t] && text.width() + 8 <= rect->width() && text.height() + 8 <= rect->height());
    });
    m_rects[t] = rect;
    m_maps[t] = map;
    m_zeroLabels[t] = zero;
}

QString SplitView::caption() const
{
    const SplitSettings& s = settings();
    return tr("%1 — d_pos = %2, d_sem = %3, %4, %5, seed %6")
        .arg(title())
        .arg(numbers::integer(s.dPos))
        .arg(numbers::integer(s.dSem))
        .arg(s.combine == core::Combine::Concat ? tr("concatenated", "p and s") : tr("added", "p and s"))
        .arg(lengthAndBase(inputs().params, tr(", ")))
        .arg(s.seed);
}

SplitViewport SplitView::viewport() const
{
    SplitViewport v;
    v.matrixPixels = panels::squarePixels(m_rects[0], 0.3 * width(), 0.4 * height());
    return v;
}

void SplitView::draw(const SplitFrame& f)
{
    const bool concat = f.settings.combine == core::Combine::Concat;
    const int dModel = f.settings.dPos + f.settings.dSem;
    m_title->setText(tr("Split model: d_pos %1 + d_sem %2 = d_model %3, %4, %5")
                         .arg(numbers::integer(f.settings.dPos))
                         .arg(numbers::integer(f.settings.dSem))
                         .arg(numbers::integer(dModel))
                         .arg(concat ? tr("concatenated h = [p ⊕ s]") : tr("added h = s + p"))
                         .arg(lengthAndBase(f.params, tr(", "))));
    const bool ok = f.problem.isEmpty();
    for (int t = 0; t < kSplitTerms; ++t) {
        m_maps[t]->setVisible(ok);
        m_zeroLabels[t]->setVisible(false);
        m_exactZero[t] = false;
    }
    // (the value curves hidden, and not listed in their legend, while there is a problem)
    panels::showDrawn(m_plot, {m_valueGraphs[0], m_valueGraphs[1], m_valueGraphs[2], m_valueGraphs[3]}, ok);
    if (!ok) {
        for (QCPTextElement* title : m_titles)
            title->setText(QString());
        m_readout->setText(QString());
    }
    if (drawProblem(f.problem))
        return;

    QString note = concat
                       ? tr("p (sinusoidal, base n) in dimensions 0–%1, the token x = [0 ⊕ s] in %2–%3; the app's d "
                            "is not used.\nW_Q and W_K are block-diagonal, so the cross terms vanish exactly: total "
                            "= sem-sem + pos-pos.")
                             .arg(numbers::integer(f.settings.dPos - 1))
                             .arg(numbers::integer(f.settings.dPos))
                             .arg(numbers::integer(dModel - 1))
                       : tr("p (sinusoidal, base n) and the token x both span all %1 dimensions (as wide as concat); "
                            "the app's d is not used.\nThe same block-diagonal W_Q, W_K cannot keep them apart once "
                            "added: all four terms are non-zero.")
                             .arg(numbers::integer(dModel));
    if (f.axis.step > 1)
        note += tr("\nEach cell is the exact mean over %1 × %1 query and key positions.")
                    .arg(numbers::integer(f.axis.step));
    if (f.learnedLoaded)
        note += tr("\nPositions use the sinusoidal formula; the loaded embeddings table is not used in this view.");
    panels::setNote(m_note, note, false);

    const double last = static_cast<double>(f.params.length) - 0.5;
    for (int t = 0; t < kSplitTerms; ++t) {
        const SplitTerm term = static_cast<SplitTerm>(t);
        const TermStats& st = f.stats[t];
        const QString name = QString::fromLatin1(splitTermName(term));
        const QString formula = QCoreApplication::translate("SplitView", kFormulas[t]);
        m_titles[t]->setText(
            st.maxAbs == 0 ? tr("%1: %2\nexactly 0 everywhere").arg(name, formula)
                           : tr("%1: %2\nRMS %3, max |·| %4").arg(name, formula, num(st.rms, 3), num(st.maxAbs, 3)));
        m_titles[t]->setTextColor(st.maxAbs == 0 ? panels::okabeIto(2).darker(130) : QColor(Qt::black));
        m_zeroLabels[t]->setVisible(st.maxAbs == 0);
        m_exactZero[t] = st.maxAbs == 0;
        m_maps[t]->show(*f.maps[t]);
        m_rects[t]->axis(QCPAxis::atBottom)->setRange(-0.5, last);
        m_rects[t]->axis(QCPAxis::atLeft)->setRange(-0.5, last);
    }
    m_scale->setDataRange(QCPRange(-f.range, f.range));
    drawValuePath(f);
    replotAndRefit(f.viewport);
}

void SplitView::drawValuePath(const SplitFrame& f)
{
    const core::ValuePath& v = f.value;
    auto amount = [](double change) { return change == 0 ? tr("0 exactly") : num(change, 3); };
    m_readoutWhole = tr("Value path (%8 + %8 heads + MLP) on tokens 0–%1\n"
                        "Token %2 replaced → position block moves:\n%3 (block-diagonal) · %4 (dense)\n"
                        "Past L_max = %5 → meaning block moves:\n%6 (block-diagonal) · %7 (dense)")
                         .arg(numbers::integer(v.tokens - 1))
                         .arg(v.perturbed)
                         .arg(amount(v.perturbSplit.maxPosition), amount(v.perturbDense.maxPosition))
                         .arg(v.shift)
                         .arg(amount(v.shiftSplit.maxMeaning), amount(v.shiftDense.maxMeaning))
                         .arg(numbers::integer(f.settings.heads));
    // (one line per text: each a message of its own to translate)
    m_readoutShort = tr("Token %1 replaced, position block: %2 (block-diagonal) · %3 (dense)")
                         .arg(v.perturbed)
                         .arg(amount(v.perturbSplit.maxPosition), amount(v.perturbDense.maxPosition)) +
                     QLatin1Char('\n') +
                     tr("Past L_max = %1, meaning block: %2 (block-diagonal) · %3 (dense)")
                         .arg(v.shift)
                         .arg(amount(v.shiftSplit.maxMeaning), amount(v.shiftDense.maxMeaning));
    m_readout->setText(onPage(this, &PageState::tooTall) ? m_readoutShort : m_readoutWhole);
    const core::BlockChange* changes[4] = {&v.perturbSplit, &v.perturbDense, &v.shiftSplit, &v.shiftDense};
    const QString names[4] = {
        tr("position block, token %1 replaced, block-diagonal").arg(v.perturbed),
        tr("position block, token %1 replaced, dense").arg(v.perturbed),
        tr("meaning block, moved past L_max, block-diagonal"),
        tr("meaning block, moved past L_max, dense"),
    };
    double top = 0;
    for (int g = 0; g < 4; ++g) {
        const Eigen::VectorXd& y = g < 2 ? changes[g]->position : changes[g]->meaning;
        QVector<double> xs(static_cast<int>(y.size())), ys(static_cast<int>(y.size()));
        for (int i = 0; i < y.size(); ++i) {
            xs[i] = i;
            ys[i] = y[i];
            top = std::max(top, y[i]);
        }
        m_valueGraphs[g]->setData(xs, ys, true);
        m_valueGraphs[g]->setName(names[g]);
    }
    m_valueRect->axis(QCPAxis::atBottom)->setRange(-0.5, static_cast<double>(v.tokens) - 0.5);
    m_valueRect->axis(QCPAxis::atLeft)->setRange(-0.05 * std::max(top, 1e-9), 1.1 * std::max(top, 1e-9));
}

QString SplitView::hoverText(const SplitFrame& f, QCPAxisRect* rect, double x, double y) const
{
    if (rect == m_valueRect) {
        const long i = std::lround(x);
        if (i < 0 || i >= f.value.tokens)
            return {};
        return tr("output %1: position block moves by %2 (block-diagonal) or %3 (dense) when token %4 is replaced; "
                  "meaning block by %5 or %6 past L_max")
            .arg(numbers::integer(i))
            .arg(num(f.value.perturbSplit.position[i]), num(f.value.perturbDense.position[i]))
            .arg(f.value.perturbed)
            .arg(num(f.value.shiftSplit.meaning[i]), num(f.value.shiftDense.meaning[i]));
    }
    for (int t = 0; t < kSplitTerms; ++t) {
        if (rect != m_rects[t])
            continue;
        const long key = std::lround(x), query = std::lround(y);
        if (key < 0 || key >= f.params.length || query < 0 || query >= f.params.length)
            return {};
        const int qc = f.axis.cellOf(query), kc = f.axis.cellOf(key);
        const double value = m_maps[t]->data()->cell(kc, qc);
        return tr("%1 at query %2, key %3: %4")
            .arg(QString::fromLatin1(splitTermName(static_cast<SplitTerm>(t))), positions(f.axis, qc),
                 positions(f.axis, kc), num(value));
    }
    return {};
}

} // namespace pe::ui
