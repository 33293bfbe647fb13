#include "ui/views/inspector/inspectorview.h"

#include "ui/framework/appstate.h"
#include "core/encoding.h"
#include "ui/views/inspector/inspectormodels.h"
#include "ui/widgets/stablelabel.h"
#include "ui/views/inspector/statictextdelegate.h"

#include <QCommandLineParser>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextStream>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace pe::ui {

namespace {
const QString kDimOption = QStringLiteral("inspect-dim");
const QString kSentenceOption = QStringLiteral("sentence");
const QString kDivisorsCsv = QStringLiteral("csv-divisors");
const QString kSentenceCsv = QStringLiteral("csv-sentence");

struct InspectorResult {
    core::EncodingParams params;
    long position = 0;
    std::vector<core::InspectorRow> rows;
    std::vector<core::DivisorRow> divisors;
    core::SentenceMatrix sentence;
};

QString num(double v)
{
    return QString::number(v, 'g', 15);
}

QString compact(double v)
{
    return QString::number(v, 'g', 6);
}

std::vector<std::string> wordsOf(const QString& sentence)
{
    std::vector<std::string> words = core::splitWords(sentence.toStdString());
    if (words.size() > static_cast<std::size_t>(InspectorView::kMaxWords))
        words.resize(InspectorView::kMaxWords);
    return words;
}

/// Fits the columns to the widest text they can show for the table's shape (the model's
/// widestText()) and to their headers, without measuring cells: widths change only with the
/// shape, and the columns stay still while values change.
void fitColumns(QTableView* table)
{
    QHeaderView* header = table->horizontalHeader();
    if (header->sectionResizeMode(0) == QHeaderView::Stretch)
        return;
    const auto* model = static_cast<const ReplacedTableModel*>(table->model());
    QStringList key{QString::number(model->columnCount())};
    for (int c = 0; c < model->columnCount(); ++c)
        key << model->widestText(c);
    // Measuring the headers costs more than painting the cells: only when the shape changed.
    const QString joined = key.join(QLatin1Char('|'));
    if (table->property("pe_fitted").toString() == joined)
        return;
    table->setProperty("pe_fitted", joined);
    const QFontMetrics metrics(table->font());
    const int padding = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1) + 2;
    const int last = model->columnCount() - 1;
    for (int c = 0; c <= last; ++c) {
        if (c == last && header->stretchLastSection())
            break;
        const QString widest = model->widestText(c);
        const int cells = widest.isEmpty() ? 0 : metrics.horizontalAdvance(widest) + padding;
        const int wanted = std::max(cells, header->sectionSizeHint(c));
        if (wanted != header->sectionSize(c))
            header->resizeSection(c, wanted);
    }
}

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent, const QString& tip)
{
    auto* table = new QTableView(parent);
    table->setModel(model);
    // Cells of numbers drawn from cached laid-out texts: the default delegate shapes every
    // visible cell's text again on each repaint.
    table->setItemDelegate(new StaticTextDelegate(table));
    table->setToolTip(tip);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Columns fit their numbers when the shape of the table changes (fitColumns), not on every
    // new value: ResizeToContents would measure and relayout the table on each update.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setMinimumSectionSize(60);
    table->verticalHeader()->setVisible(false);
    return table;
}
} // namespace

InspectorView::InspectorView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_rowsModel(new InspectorRowsModel(this))
    , m_divisorModel(new DivisorModel(this))
    , m_sentenceModel(new SentenceModel(this))
{
    QFont big = font();
    big.setPointSizeF(12);
    setFont(big);

    auto* positionLabel = new QLabel(tr("&Position pos:"), this);
    m_positionSpin = new QSpinBox(this);
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    const QString positionTip = tr("The position whose vector PE(pos) the table takes apart (0 … L−1). "
                                   "Shared with the other position-based views.");
    m_positionSpin->setToolTip(positionTip);
    m_positionSlider->setToolTip(positionTip);
    m_positionSlider->setAccessibleName(tr("Position"));
    positionLabel->setBuddy(m_positionSpin);
    auto* bar = new QHBoxLayout;
    bar->addWidget(positionLabel);
    bar->addWidget(m_positionSpin);
    bar->addWidget(m_positionSlider, 1);

    m_figure = new QWidget(this);
    m_formula = new StableLabel(m_figure);
    QLabel* formula = m_formula->label();
    formula->setTextFormat(Qt::RichText);
    formula->setWordWrap(true);
    QFont formulaFont = big;
    formulaFont.setPointSizeF(16);
    formula->setFont(formulaFont);
    formula->setToolTip(tr("The formula of the selected row, with the current values substituted."));
    formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formula->setContentsMargins(8, 4, 8, 8);
    m_formula->setLines(2);

    m_rowsTable = makeTable(m_rowsModel, m_figure,
                            tr("Article 003's worked example: every dimension of PE(pos). Select a row to see its "
                               "formula with the values substituted."));
    m_divisorTable = makeTable(m_divisorModel, m_figure,
                               tr("Article 003's divisor table: the divisor n^(2i/d) grows from 1 towards n, so "
                                  "high dimensions turn slowly."));
    auto* rowsBox = new QGroupBox(tr("PE(pos), dimension by dimension (article 003)"), m_figure);
    (new QVBoxLayout(rowsBox))->addWidget(m_rowsTable);
    auto* divisorBox = new QGroupBox(tr("Divisor table"), m_figure);
    (new QVBoxLayout(divisorBox))->addWidget(m_divisorTable);
    auto* tables = new QSplitter(Qt::Horizontal, m_figure);
    tables->addWidget(rowsBox);
    tables->addWidget(divisorBox);
    tables->setStretchFactor(0, 5);
    tables->setStretchFactor(1, 4);

    auto* sentenceBox = new QGroupBox(tr("A sentence, one row per word (article 002)"), m_figure);
    auto* sentenceLabel = new QLabel(tr("&Sentence:"), sentenceBox);
    m_sentenceEdit = new QLineEdit(QStringLiteral("Je suis un robot"), sentenceBox);
    m_sentenceEdit->setToolTip(tr("Each word gets the row of its position k = 0, 1, 2 …; the matrix is the same for "
                                  "any sentence of the same length. Up to %1 words.")
                                   .arg(kMaxWords));
    sentenceLabel->setBuddy(m_sentenceEdit);
    auto* articleButton = new QPushButton(tr("Article 002's n = 100, d = &4"), sentenceBox);
    articleButton->setToolTip(tr("Set n = 100, d = 4, L = 4 as in article 002's example (changes the shared "
                                 "parameters)."));
    // Figure exports paint text at the image's resolution, a few pixels wider than the screen
    // measured it: keep some room so that the label is not cut at the right edge.
    articleButton->setMinimumWidth(articleButton->sizeHint().width() +
                                   2 * articleButton->fontMetrics().averageCharWidth());
    m_sentenceNote = new StableLabel(sentenceBox);
    m_sentenceTable = makeTable(m_sentenceModel, sentenceBox,
                                tr("P(k, j) for the word at position k: sin in even columns, cos in odd ones."));
    m_sentenceTable->verticalHeader()->setVisible(true);
    m_sentenceTable->horizontalHeader()->setDefaultSectionSize(90);
    auto* sentenceBar = new QHBoxLayout;
    sentenceBar->addWidget(sentenceLabel);
    sentenceBar->addWidget(m_sentenceEdit, 1);
    sentenceBar->addWidget(articleButton);
    auto* sentenceLayout = new QVBoxLayout(sentenceBox);
    sentenceLayout->addLayout(sentenceBar);
    sentenceLayout->addWidget(m_sentenceNote);
    sentenceLayout->addWidget(m_sentenceTable);

    auto* figureLayout = new QVBoxLayout(m_figure);
    figureLayout->setContentsMargins(0, 0, 0, 0);
    figureLayout->addWidget(m_formula);
    figureLayout->addWidget(tables, 3);
    figureLayout->addWidget(sentenceBox, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_figure, 1);

    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), state, &AppState::setPosition);
    connect(m_positionSlider, &QSlider::valueChanged, state, &AppState::setPosition);
    connect(state, &AppState::positionChanged, this, &InspectorView::syncPosition);
    connect(state, &AppState::lengthChanged, this, &InspectorView::syncPosition);
    connect(m_rowsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid() && current.row() != m_selectedDim) {
                    m_selectedDim = current.row();
                    updateFormula();
                }
            });
    connect(m_sentenceEdit, &QLineEdit::textChanged, this, &View::updateRequested);
    connect(articleButton, &QPushButton::clicked, this, [this] {
        this->state()->setParams({4, 100.0, 4, core::Layout::Interleaved});
    });
    syncPosition();
}

QString InspectorView::title() const
{
    return tr("Formula inspector");
}

QString InspectorView::summary() const
{
    return tr("The formula taken apart for one position, term by term: pair index, exponent 2i/d, divisor n^(2i/d), "
              "argument, sin or cos, value (article 003), and the matrix of a sentence (article 002).");
}

QString InspectorView::caption() const
{
    return View::caption() + tr(", pos = %1").arg(m_shownPosition);
}

void InspectorView::syncPosition()
{
    const int last = static_cast<int>(state()->length() - 1);
    const int t = static_cast<int>(state()->position());
    const QSignalBlocker b1(m_positionSpin);
    const QSignalBlocker b2(m_positionSlider);
    // QSpinBox::setRange relayouts the whole view even when the range is the same.
    if (m_positionSpin->maximum() != last) {
        m_positionSpin->setRange(0, last);
        m_positionSlider->setRange(0, last);
        m_positionSlider->setPageStep(std::max(1, (last + 1) / 20));
    }
    m_positionSpin->setValue(t);
    m_positionSlider->setValue(t);
}

void InspectorView::showCell(long position, int dim)
{
    m_selectedDim = std::max(0, dim);
    state()->setPosition(position);
    updateFormula();
    emit updateRequested();
}

void InspectorView::setSelectedDim(int dim)
{
    m_selectedDim = std::max(0, dim);
    if (m_selectedDim < m_rowsModel->rowCount()) {
        m_rowsTable->selectRow(m_selectedDim);
        m_rowsTable->scrollTo(m_rowsModel->index(m_selectedDim, 0), QAbstractItemView::PositionAtCenter);
    }
    updateFormula();
}

void InspectorView::setSentence(const QString& sentence)
{
    m_sentenceEdit->setText(sentence);
}

QString InspectorView::sentence() const
{
    return m_sentenceEdit->text();
}

View::Job InspectorView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const long position = static_cast<long>(state()->position());
    const std::vector<std::string> words = wordsOf(m_sentenceEdit->text());
    return [=]() -> std::any {
        auto r = std::make_shared<InspectorResult>();
        r->params = params;
        r->position = position;
        r->rows = core::inspectRows(params, position);
        r->divisors = core::divisorTable(params);
        r->sentence = core::sentenceMatrix(params, words);
        return std::shared_ptr<const InspectorResult>(r);
    };
}

void InspectorView::applyResult(const std::any& any)
{
    const auto r = std::any_cast<std::shared_ptr<const InspectorResult>>(any);
    // The divisor table and the sentence do not depend on the position: unchanged tables are
    // not repainted.
    const bool sameDivisors = m_divisorModel->rowCount() > 0 && r->params.dim == m_shownParams.dim &&
                              r->params.base == m_shownParams.base && r->params.layout == m_shownParams.layout;
    const bool sameSentence = sameDivisors && r->sentence.words == m_shownWords;
    m_shownParams = r->params;
    m_shownPosition = r->position;
    m_rowsModel->setRows(r->rows, r->position, r->params.base);
    if (!sameDivisors)
        m_divisorModel->setRows(r->divisors);
    if (!sameSentence) {
        m_sentenceModel->setMatrix(r->sentence);
        m_shownWords = r->sentence.words;
    }
    // A few columns fill the width; many scroll.
    const auto sentenceMode = r->params.dim <= 16 ? QHeaderView::Stretch : QHeaderView::Interactive;
    if (m_sentenceTable->horizontalHeader()->sectionResizeMode(0) != sentenceMode)
        m_sentenceTable->horizontalHeader()->setSectionResizeMode(sentenceMode);
    for (QTableView* table : {m_rowsTable, m_divisorTable, m_sentenceTable})
        fitColumns(table);
    const std::size_t words = core::splitWords(m_sentenceEdit->text().toStdString()).size();
    m_sentenceNote->setText(words > static_cast<std::size_t>(kMaxWords)
                                ? tr("Only the first %1 of %2 words are shown.").arg(kMaxWords).arg(words)
                                : tr("%1 words → a %1 × %2 matrix (n = %3, d = %2).")
                                          .arg(r->sentence.values.rows())
                                          .arg(r->params.dim)
                                          .arg(compact(r->params.base)) +
                                      (r->params.dim > SentenceModel::kMaxColumns
                                           ? tr(" The table shows its first %1 columns; the CSV has all of them.")
                                                 .arg(SentenceModel::kMaxColumns)
                                           : QString()));
    setSelectedDim(std::min(m_selectedDim, r->params.dim - 1));
}

QString InspectorView::formulaText() const
{
    return m_formula->text();
}

void InspectorView::updateFormula()
{
    const auto& rows = m_rowsModel->rows();
    const bool interleaved = m_shownParams.layout == core::Layout::Interleaved;
    QString general = interleaved ? tr("PE<sub>(pos, 2i)</sub> = sin(pos / n<sup>2i/d</sup>), &nbsp; "
                                       "PE<sub>(pos, 2i+1)</sub> = cos(pos / n<sup>2i/d</sup>)")
                                  : tr("PE<sub>(pos, i)</sub> = sin(pos / n<sup>2i/d</sup>), &nbsp; "
                                       "PE<sub>(pos, P+i)</sub> = cos(pos / n<sup>2i/d</sup>), &nbsp; P = ⌈d/2⌉");
    if (m_selectedDim >= static_cast<int>(rows.size())) {
        m_formula->setText(general);
        return;
    }
    const core::InspectorRow& r = rows[m_selectedDim];
    const QString fn = r.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    const QString colour = r.sine ? QStringLiteral("#1f77b4") : QStringLiteral("#c01f4a");
    const QString substituted =
        tr("PE<sub>(%1, %2)</sub> = <span style='color:%3'>%4</span>(%1 / %5<sup>2·%6/%7</sup>) = %4(%1 / %8) "
           "= %4(%9) = <b>%10</b>")
            .arg(m_shownPosition)
            .arg(r.dim)
            .arg(colour, fn, compact(m_shownParams.base))
            .arg(r.pair)
            .arg(m_shownParams.dim)
            .arg(compact(r.divisor), QString::number(r.argument, 'f', 4), QString::number(r.value, 'f', 4));
    m_formula->setText(general + QStringLiteral("<br>") + substituted);
}

void InspectorView::renderFigure(QCPPainter* painter, const QSize& size)
{
    renderWidget(m_figure, painter, size);
}

void InspectorView::writeCsv(QTextStream& out) const
{
    out << "dim,i,exponent,divisor,argument,function,value\n";
    for (const core::InspectorRow& r : m_rowsModel->rows())
        out << r.dim << ',' << r.pair << ',' << num(r.exponent) << ',' << num(r.divisor) << ',' << num(r.argument)
            << ',' << (r.sine ? "sin" : "cos") << ',' << num(r.value) << '\n';
}

QStringList InspectorView::extraCsvOptionNames()
{
    return {kDivisorsCsv, kSentenceCsv};
}

void InspectorView::writeExtraCsv(const QString& option, QTextStream& out) const
{
    if (option == kDivisorsCsv) {
        out << "i,sin_dim,cos_dim,exponent,divisor,wavelength\n";
        for (const core::DivisorRow& r : m_divisorModel->rows())
            out << r.pair << ',' << r.sineDim << ',' << (r.cosineDim < 0 ? QString() : QString::number(r.cosineDim))
                << ',' << num(r.exponent) << ',' << num(r.divisor) << ',' << num(r.wavelength) << '\n';
    } else if (option == kSentenceCsv) {
        const core::SentenceMatrix& m = m_sentenceModel->matrix();
        out << "word,k";
        for (int j = 0; j < m.values.cols(); ++j)
            out << ",dim" << j;
        out << '\n';
        for (int t = 0; t < m.values.rows(); ++t) {
            // Words cannot hold commas' meaning in CSV: quote them.
            out << '"' << QString::fromStdString(m.words[t]).replace(QLatin1Char('"'), QStringLiteral("\"\"")) << '"'
                << ',' << t;
            for (int j = 0; j < m.values.cols(); ++j)
                out << ',' << num(m.values(t, j));
            out << '\n';
        }
    }
}

QList<QCommandLineOption> InspectorView::commandLineOptions()
{
    return {
        QCommandLineOption(kDimOption, tr("inspector: the dimension whose formula is shown, 0 to d-1 (default 0)."),
                           tr("j")),
        QCommandLineOption(kSentenceOption,
                           tr("inspector: the sentence of the word matrix, 1 to %1 words (default \"Je suis un "
                              "robot\").")
                               .arg(kMaxWords),
                           tr("text")),
    };
}

QString InspectorView::applyCliOptions(const QCommandLineParser& parser)
{
    int dim = 0;
    QString sentence = QStringLiteral("Je suis un robot");
    if (parser.isSet(kDimOption)) {
        const QString text = parser.value(kDimOption);
        bool ok = false;
        dim = text.toInt(&ok);
        if (!ok || dim < 0 || dim >= state()->dim())
            return tr("--%1: '%2' is not a dimension from 0 to d-1 = %3").arg(kDimOption, text).arg(state()->dim() - 1);
    }
    if (parser.isSet(kSentenceOption)) {
        sentence = parser.value(kSentenceOption);
        const std::size_t words = core::splitWords(sentence.toStdString()).size();
        if (words == 0 || words > static_cast<std::size_t>(kMaxWords))
            return tr("--%1: '%2' has %3 words; give 1 to %4").arg(kSentenceOption, sentence).arg(words).arg(kMaxWords);
    }
    setSentence(sentence);
    m_selectedDim = dim;
    emit updateRequested();
    return {};
}

} // namespace pe::ui
