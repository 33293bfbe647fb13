#include "ui/views/order/orderview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

#include <climits>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(order, OrderView)

namespace {

QString word(const std::string& token)
{
    return QString::fromStdString(token);
}

/// Tick labels `labels[i]` at i on `axis`, rows from the top.
void rowLabels(QCPAxis* axis, const QVector<QString>& labels)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); ++i)
        ticker->addTick(i, labels[i]);
    axis->setTicker(ticker);
    // Words, not numbers: no "beautiful" powers of ten, which the tick spacing measures a line
    // and a half high in every label with an "e" (the bars' words were thought to overlap).
    axis->setNumberFormat(QStringLiteral("g"));
    axis->setRange(-0.5, labels.size() - 0.5);
}

} // namespace

void OrderView::bindSettings(SettingsSchema<OrderSettings>& s)
{
    s.bind(QStringLiteral("positions"), &OrderSettings::positions, {true, false})
        .bind(QStringLiteral("sentence-language"), &OrderSettings::language,
              {core::SentenceLanguage::English, core::SentenceLanguage::French, core::SentenceLanguage::Chinese},
              &core::sentenceLanguageName)
        .bind(QStringLiteral("embed-dim"), &OrderSettings::embedDim)
        .bind(QStringLiteral("seed"), &OrderSettings::seed, 0, INT_MAX);
}

OrderView::OrderView(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    m_firstMap = panels::addMatrixPanel(m_plot, body, 0, 0, &m_firstRect, &m_firstScale);
    m_secondMap = panels::addMatrixPanel(m_plot, body, 0, 1, &m_secondRect, &m_secondScale);
    m_differenceRect = panels::addPanel(m_plot, body, 0, 2, &m_legend);
    body->setColumnStretchFactors({1.0, 1.0, 0.8});
    m_firstRect->setObjectName(QStringLiteral("firstRect"));
    m_firstMap->setObjectName(QStringLiteral("firstMap"));
    m_secondRect->setObjectName(QStringLiteral("secondRect"));
    m_secondMap->setObjectName(QStringLiteral("secondMap"));
    m_differenceRect->setObjectName(QStringLiteral("differenceRect"));
    for (QCPAxisRect* r : {m_firstRect, m_secondRect})
        r->axis(QCPAxis::atBottom)->setLabel(tr("Output dim."));

    // Horizontal bars, one per row of the maps beside them.
    auto* group = new QCPBarsGroup(m_plot);
    auto bars = [&](int colour, const QString& name, const char* objectName) {
        auto* b = new QCPBars(m_differenceRect->axis(QCPAxis::atLeft), m_differenceRect->axis(QCPAxis::atBottom));
        b->setObjectName(QLatin1String(objectName));
        b->setWidth(0.35);
        b->setPen(panels::pen(colour, 1.5));
        b->setBrush(panels::okabeIto(colour));
        b->setName(name);
        b->setBarsGroup(group);
        m_legend->addItem(new QCPPlottableLegendItem(m_legend, b));
        return b;
    };
    m_barsWithout = bars(1, tr("without positions"), "differencesWithout");
    m_barsWith = bars(5, tr("with positions (word + PE)"), "differencesWith");
    m_differenceRect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_differenceRect->axis(QCPAxis::atBottom)->setLabel(tr("Max |output 1 − output 2|"));

    finishFigure(&OrderView::hoverText);
    panels::styleScale(m_firstScale, m_firstRect);
    panels::styleScale(m_secondScale, m_secondRect);
    plotstyle::integerTicks(m_firstRect->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(m_secondRect->axis(QCPAxis::atBottom));
    // (each map at least as wide as "dimension" in its label: panels::addMatrixPanel)
    // The bars' panel as tall as its words, one line each with room between them: a legend
    // broken into more lines under a narrow panel had squeezed the words onto each other.
    addLayoutStep(m_plot, FigurePlot::Stage::Sizes, this, [this] {
        const QCPAxis* words = m_differenceRect->axis(QCPAxis::atLeft);
        const int rows = static_cast<int>(words->range().size() + 0.5);
        const int height = static_cast<int>(std::ceil(1.3 * rows * QFontMetrics(words->tickLabelFont()).height()));
        if (m_differenceRect->minimumSize().height() != height)
            m_differenceRect->setMinimumSize(m_differenceRect->minimumSize().width(), height);
    });
}

QString OrderView::sentenceText(const std::vector<std::string>& tokens) const
{
    QStringList words;
    for (const std::string& t : tokens)
        words << word(t);
    // Chinese is written without spaces.
    return words.join(settings().language == core::SentenceLanguage::Chinese ? QString() : QStringLiteral(" "));
}

QString OrderView::caption() const
{
    const OrderSettings& s = settings();
    const core::SentencePair p = core::sentencePair(s.language);
    return tr("%1 — “%2” / “%3”, %4, d = %5")
        .arg(title(), sentenceText(p.first), sentenceText(p.second),
             s.positions ? tr("with positions") : tr("without positions"))
        .arg(numbers::integer(s.embedDim));
}

void OrderView::draw(const OrderFrame& f)
{
    const core::SentencePair& p = f.shown.sentences;
    m_title->setText(tr("Self-attention %1: “%2” vs “%3”")
                         .arg(f.settings.positions ? tr("with positions") : tr("without positions"),
                              sentenceText(p.first), sentenceText(p.second)));
    if (drawProblem(f.problem, {m_firstMap, m_secondMap, m_barsWithout, m_barsWith}))
        return;
    m_note->setText(tr("One head, softmax(QKᵀ/√d) V. Without positions each word gets the same output in both "
                       "sentences, only in another row: max difference %1 (rounding).")
                        .arg(panels::num(f.maxWithout, 2)) +
                    QLatin1Char('\n') +
                    tr("With the sinusoidal encoding added (d = %1, %2) the outputs differ: max difference %3. The "
                       "maps show: %4.")
                        .arg(numbers::integer(f.settings.embedDim))
                        .arg(shared::caption(*shared::find(QStringLiteral("base")), f.params))
                        .arg(panels::num(f.maxWith, 3))
                        .arg(f.settings.positions ? tr("with positions") : tr("without positions")));

    QVector<QString> firstLabels, secondLabels;
    for (size_t i = 0; i < p.first.size(); ++i) {
        firstLabels << tr("%1 (%2)").arg(word(p.first[i])).arg(numbers::integer(i + 1));
        secondLabels << tr("%1 (%2)").arg(word(p.first[i])).arg(numbers::integer(f.shown.match[i] + 1));
    }
    rowLabels(m_firstRect->axis(QCPAxis::atLeft), firstLabels);
    rowLabels(m_secondRect->axis(QCPAxis::atLeft), secondLabels);
    rowLabels(m_differenceRect->axis(QCPAxis::atLeft), firstLabels);
    m_firstRect->axis(QCPAxis::atLeft)->setLabel(tr("Sentence 1: word (position)"));
    m_secondRect->axis(QCPAxis::atLeft)->setLabel(tr("Sentence 2, rows matched by word: word (position)"));
    m_differenceRect->axis(QCPAxis::atLeft)->setLabel(QString());

    const int d = f.settings.embedDim;
    for (auto [map, rect, scale, prepared] : {std::tuple{m_firstMap, m_firstRect, m_firstScale, f.first},
                                              std::tuple{m_secondMap, m_secondRect, m_secondScale, f.second}}) {
        map->setGradient(plotstyle::diverging());
        map->show(*prepared);
        map->setDataRange(prepared->range);
        rect->axis(QCPAxis::atBottom)->setRange(-0.5, d - 0.5);
        scale->axis()->setLabel(tr("output value"));
    }

    QVector<double> keys, without, with;
    for (Eigen::Index i = 0; i < f.differenceWith.size(); ++i) {
        keys << static_cast<double>(i);
        without << f.differenceWithout[i];
        with << f.differenceWith[i];
    }
    m_barsWithout->setData(keys, without, true);
    m_barsWith->setData(keys, with, true);
    // The setting shown stands out; the other stays for comparison.
    m_barsWithout->setBrush(panels::okabeIto(1));
    m_barsWith->setBrush(f.settings.positions ? panels::okabeIto(5) : QColor(panels::okabeIto(5).lighter(150)));
    m_barsWithout->setName(tr("without positions: max %1").arg(panels::num(f.maxWithout, 2)));
    m_barsWith->setName(tr("with positions: max %1").arg(panels::num(f.maxWith, 3)));
    m_differenceRect->axis(QCPAxis::atBottom)->setRange(0, 1.1 * std::max(f.maxWith, 1e-12));
    replotAndRefit(f.viewport);
}

QString OrderView::hoverText(const OrderFrame& f, QCPAxisRect* rect, double x, double y) const
{
    const long row = std::lround(y);
    const core::SentencePair& p = f.shown.sentences;
    if (row < 0 || row >= static_cast<long>(p.first.size()))
        return {};
    const auto r = static_cast<size_t>(row);
    const QString w = word(p.first[r]);
    if (rect == m_differenceRect)
        return tr("“%1”: max difference %2 without positions, %3 with")
            .arg(w, panels::num(f.differenceWithout[row], 2), panels::num(f.differenceWith[row]));
    const long j = std::lround(x);
    if (j < 0 || j >= f.settings.embedDim)
        return {};
    if (rect == m_firstRect)
        return tr("sentence 1, “%1” at position %2, dimension %3: %4")
            .arg(w)
            .arg(numbers::integer(row + 1))
            .arg(numbers::integer(j))
            .arg(panels::num(f.shown.outFirst(row, j)));
    if (rect == m_secondRect)
        return tr("sentence 2, “%1” at position %2, dimension %3: %4")
            .arg(w)
            .arg(numbers::integer(f.shown.match[r] + 1))
            .arg(numbers::integer(j))
            .arg(panels::num(f.shown.outSecond(f.shown.match[r], j)));
    return {};
}

} // namespace pe::ui
