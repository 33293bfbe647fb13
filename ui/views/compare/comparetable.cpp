#include "ui/views/compare/comparetable.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLocale>

namespace pe::ui {

namespace {
enum Column { Name, Adds, Where, Parameters, Beyond, Kind, ColumnCount };

QString count(qint64 n)
{
    QLocale english(QLocale::English);
    return english.toString(n);
}
} // namespace

SchemeTable::SchemeTable(QWidget* parent)
    : QTableWidget(RowCount, ColumnCount, parent)
{
    setHorizontalHeaderLabels({tr("Scheme"), tr("What it adds"), tr("Where"), tr("Trainable parameters"),
                               tr("Beyond the training length"), tr("Relative or absolute")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(true);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::ResizeToContents);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setAccessibleName(tr("Positional schemes compared"));
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { emit rowActivated(row); });
    setInputs(ViewInputs{});
}

QString SchemeTable::viewFor(int row)
{
    switch (row) {
    case Sinusoidal:
    case Learned:
        return QStringLiteral("heatmap");
    case Rope:
        return QStringLiteral("rope");
    case Alibi:
        return QStringLiteral("alibi");
    case Shaw:
    case T5:
        return QStringLiteral("t5");
    default:
        return {};
    }
}

void SchemeTable::setCell(int row, int column, const QString& text, const QString& tip)
{
    auto* cell = item(row, column);
    if (!cell) {
        cell = new QTableWidgetItem;
        cell->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        setItem(row, column, cell);
    }
    cell->setText(text);
    const QString open = row == Shaw ? tr("Shaw et al.'s relative positions have no view of their own: their "
                                          "clipped offsets are the ancestor of T5's buckets. Double-click or "
                                          "press Enter to open the T5 view.")
                                     : tr("Double-click or press Enter to open the %1 view.").arg(viewFor(row));
    cell->setToolTip(
        QStringLiteral("<p>%1</p><p>%2</p>").arg((tip.isEmpty() ? text : tip).toHtmlEscaped(), open.toHtmlEscaped()));
}

void SchemeTable::setInputs(const ViewInputs& inputs)
{
    const auto& p = inputs.params;
    const qint64 d = p.dim;
    const bool table = inputs.encoding && !inputs.encoding->sinusoidal();
    const qint64 lmax = table ? inputs.encoding->maxLength() : p.length;
    const qint64 k = 16;

    setCell(Sinusoidal, Name, tr("Sinusoidal\n(Vaswani et al. 2017)"));
    setCell(Sinusoidal, Adds,
            tr("A vector added to the token embedding: sin and cos of the position at d/2 "
               "frequencies"));
    setCell(Sinusoidal, Where, tr("Input embeddings, once"));
    setCell(Sinusoidal, Parameters, tr("None (a formula)"));
    setCell(Sinusoidal, Beyond, tr("Defined for any position, but the model never saw the far ones"));
    setCell(Sinusoidal, Kind, tr("Absolute (yet PE(t)·PE(t+Δ) depends only on Δ)"));

    setCell(Learned, Name, tr("Learned absolute\n(GPT-2, BERT)"));
    setCell(Learned, Adds, tr("A learned vector added to the token embedding, one row of a table per position"));
    setCell(Learned, Where, tr("Input embeddings, once"));
    setCell(Learned, Parameters,
            tr("L_max × d = %1 × %2 = %3%4")
                .arg(lmax)
                .arg(d)
                .arg(count(lmax * d))
                .arg(table ? tr(" (the loaded table)") : tr(" (L_max = L here; GPT-2: 1024 × 768 = 786,432)")));
    setCell(Learned, Beyond, tr("No vector exists past L_max: the model cannot read longer inputs"));
    setCell(Learned, Kind, tr("Absolute"));

    setCell(Shaw, Name, tr("Relative\n(Shaw et al. 2018)"));
    setCell(Shaw, Adds, tr("Learned vectors per clipped offset (−k … k) added to the keys and values"));
    setCell(Shaw, Where, tr("Every attention layer's keys and values"));
    setCell(Shaw, Parameters,
            tr("(2k+1) × d per layer, for keys and again for values: 2 × %1 × %2 = %3 for k = %4")
                .arg(2 * k + 1)
                .arg(d)
                .arg(count(2 * (2 * k + 1) * d))
                .arg(k));
    setCell(Shaw, Beyond, tr("Offsets beyond k share the vector of ±k: any length works, far positions look alike"));
    setCell(Shaw, Kind, tr("Relative"));

    setCell(Rope, Name, tr("RoPE\n(RoFormer, Llama)"));
    setCell(Rope, Adds, tr("A rotation of q and k: pair i turns by t·θᵢ, so q·k depends on the offset"));
    setCell(Rope, Where, tr("Every attention layer's q and k"));
    setCell(Rope, Parameters, tr("None (angles from the base, n = %1)").arg(p.base));
    setCell(Rope, Beyond, tr("Degrades past the trained length without scaling; PI, NTK and YaRN extend it"));
    setCell(Rope, Kind, tr("Relative (applied to absolute positions)"));

    setCell(Alibi, Name, tr("ALiBi\n(Press et al. 2022)"));
    setCell(Alibi, Adds, tr("A bias added to the attention scores: −m·|Δ|, a fixed slope m per head"));
    setCell(Alibi, Where, tr("Every attention layer's scores"));
    setCell(Alibi, Parameters, tr("None (slopes 2^(−8h/H) are fixed)"));
    setCell(Alibi, Beyond, tr("Designed to extrapolate: the bias keeps growing linearly with the distance"));
    setCell(Alibi, Kind, tr("Relative"));

    setCell(T5, Name, tr("T5 relative bias\n(Raffel et al. 2020)"));
    setCell(T5, Adds, tr("A learned scalar per bucket of offsets added to the scores"));
    setCell(T5, Where, tr("Every attention layer's scores (one table shared by the layers of a stack)"));
    setCell(T5, Parameters, tr("Buckets × heads: 32 × 12 = 384 for T5-base (per stack)"));
    setCell(T5, Beyond, tr("Offsets from 128 on share the last bucket: any length works, far positions look alike"));
    setCell(T5, Kind, tr("Relative"));
    resizeRowsToContents();
}

QSize SchemeTable::sizeHint() const
{
    int height = horizontalHeader()->height() + 2 * frameWidth();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    return QSize(QTableWidget::sizeHint().width(), height);
}

void SchemeTable::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentRow() >= 0) {
        emit rowActivated(currentRow());
        return;
    }
    QTableWidget::keyPressEvent(event);
}

void SchemeTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    resizeRowsToContents();
}

} // namespace pe::ui
