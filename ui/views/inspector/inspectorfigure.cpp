#include "ui/views/inspector/inspectorfigure.h"

#include "ui/framework/numbers.h"
#include <QBrush>
#include <QColor>

#include <algorithm>

namespace pe::ui {

namespace {
QString full(double v)
{
    return numbers::real(v, 15);
}

QString fixed(double v, int decimals)
{
    // -0.0000 reads as a sign error in class; show 0.0000.
    const QString s = numbers::fixed(v, decimals);
    return s.startsWith(numbers::minusSign()) && s.count(QLatin1Char('0')) == s.size() - 2 ? s.mid(1) : s;
}

/// A table's header: `titles[section]` translated in the model's context (`translate`) across the
/// top, the base class's elsewhere.
template <class Model, std::size_t N>
QVariant columnHeader(const Model& model, const char* const (&titles)[N], int section, Qt::Orientation orientation,
                      int role)
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return model.QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= static_cast<int>(N))
        return {};
    return Model::tr(titles[section]);
}

QString compact(double v)
{
    return numbers::real(v, 6);
}

/// As many 8s as `v` has digits (digits share one width in the table fonts).
QString digitsOf(long v)
{
    return QString(numbers::integer(std::max(0L, v)).size(), QLatin1Char('8'));
}

/// compact() of a divisor (>= 1) is at most "888888" below 10^6 and "8.88888e+88" above.
QString widestDivisor(double largest)
{
    return largest < 1e6 ? QStringLiteral("888888.") : QStringLiteral("8.88888e+88");
}

/// numbers::real(exponent, 4) of 2i/d in [0, 1]: the smallest non-zero one, 2/d, has
/// the most digits; the others are at most "0.8888".
QString widestExponent(long dim)
{
    const QString smallest = numbers::real(2.0 / static_cast<double>(std::max(1L, dim)), 4);
    return smallest.size() > 6 ? smallest : QStringLiteral("0.8888");
}

QVariant alignRight()
{
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
}
} // namespace

void InspectorRowsModel::setRows(std::vector<core::InspectorRow> rows, long position, double base)
{
    const bool sameShape = rows.size() == m_rows.size();
    // A new position changes only the arguments and the values (and the tooltips, read on hover).
    const bool positionOnly = sameShape && base == m_base &&
                              std::equal(rows.begin(), rows.end(), m_rows.begin(), [](const auto& a, const auto& b) {
                                  return a.dim == b.dim && a.pair == b.pair && a.sine == b.sine &&
                                         a.exponent == b.exponent && a.divisor == b.divisor;
                              });
    replaceContents(
        sameShape,
        [&] {
            m_rows = std::move(rows);
            m_position = position;
            m_base = base;
        },
        positionOnly ? Argument : 0, positionOnly ? Value : -1);
}

QVariant InspectorRowsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::InspectorRow& r = m_rows[index.row()];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Function ? QVariant(Qt::AlignCenter) : alignRight();
    if (role == Qt::ToolTipRole) {
        return tr("PE(%1, %2) = %3(%1 / %4^%5) = %3(%1 / %6) = %3(%7) = %8")
            .arg(numbers::integer(m_position))
            .arg(numbers::integer(r.dim))
            .arg(r.sine ? QStringLiteral("sin") : QStringLiteral("cos"))
            .arg(compact(m_base), full(r.exponent), full(r.divisor), full(r.argument), full(r.value));
    }
    if (role == Qt::ForegroundRole && index.column() == Function)
        return QBrush(r.sine ? QColor(0x1f, 0x77, 0xb4) : QColor(0xc0, 0x1f, 0x4a));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Dim:
        return r.dim;
    case Pair:
        return r.pair;
    case Exponent:
        return numbers::real(r.exponent, 4);
    case Divisor:
        return compact(r.divisor);
    case Argument:
        return fixed(r.argument, 4);
    case Function:
        return r.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    case Value:
        return fixed(r.value, 4);
    }
    return {};
}

namespace {
const char* const kRowTitles[InspectorRowsModel::ColumnCount] = {
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "dim"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "k"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "2k/d"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "divisor\nn^(2k/d)"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "argument\nt / divisor"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "sin|cos"),
    QT_TRANSLATE_NOOP("pe::ui::InspectorRowsModel", "value")};
} // namespace

QVariant InspectorRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QVariant header = columnHeader(*this, kRowTitles, section, orientation, role);
    if (m_oneLine && role == Qt::DisplayRole && orientation == Qt::Horizontal)
        return header.toString().replace(QLatin1Char('\n'), QLatin1Char(' '));
    return header;
}

QString InspectorRowsModel::header(int section, bool oneLine) const
{
    QString title = columnHeader(*this, kRowTitles, section, Qt::Horizontal, Qt::DisplayRole).toString();
    return oneLine ? title.replace(QLatin1Char('\n'), QLatin1Char(' ')) : title;
}

void InspectorRowsModel::setOneLineHeaders(bool on)
{
    if (m_oneLine == on)
        return;
    m_oneLine = on;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QString InspectorRowsModel::widestText(int column) const
{
    if (m_rows.empty())
        return {};
    switch (column) {
    case Dim:
        return digitsOf(static_cast<long>(m_rows.size()) - 1);
    case Pair:
        return digitsOf(static_cast<long>(m_rows.size()) / 2);
    case Exponent:
        return widestExponent(static_cast<long>(m_rows.size()));
    case Divisor:
        return widestDivisor(m_rows.back().divisor);
    case Argument: // pos / 1 for the first pair is the largest argument
        return QStringLiteral("-%1.8888").arg(digitsOf(m_position));
    case Value:
        return QStringLiteral("-0.8888");
    }
    return {};
}

void DivisorModel::setRows(std::vector<core::DivisorRow> rows)
{
    replaceContents(rows.size() == m_rows.size(), [&] { m_rows = std::move(rows); });
}

QVariant DivisorModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::DivisorRow& r = m_rows[index.row()];
    if (role == Qt::TextAlignmentRole)
        return alignRight();
    if (role == Qt::ToolTipRole)
        return tr("divisor %1, wavelength %2 positions").arg(full(r.divisor), full(r.wavelength));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Pair:
        return r.pair;
    case Dims:
        return r.cosineDim < 0
                   ? numbers::integer(r.sineDim)
                   : QStringLiteral("%1–%2").arg(numbers::integer(r.sineDim)).arg(numbers::integer(r.cosineDim));
    case Exponent:
        return numbers::real(r.exponent, 4);
    case Divisor:
        return compact(r.divisor);
    case Wavelength:
        return compact(r.wavelength);
    }
    return {};
}

QVariant DivisorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    static const char* const titles[ColumnCount] = {QT_TR_NOOP("k"), QT_TR_NOOP("dims"), QT_TR_NOOP("2k/d"),
                                                    QT_TR_NOOP("divisor"), QT_TR_NOOP("wavelength\n2π·divisor")};
    return columnHeader(*this, titles, section, orientation, role);
}

QString DivisorModel::widestText(int column) const
{
    if (m_rows.empty())
        return {};
    const QString dims = digitsOf(2 * static_cast<long>(m_rows.size()));
    switch (column) {
    case Pair:
        return digitsOf(m_rows.back().pair);
    case Dims:
        return dims + QStringLiteral("–") + dims;
    case Exponent:
        return widestExponent(2 * static_cast<long>(m_rows.size()));
    case Divisor:
        return widestDivisor(m_rows.back().divisor);
    case Wavelength:
        return widestDivisor(m_rows.back().wavelength);
    }
    return {};
}

void SentenceModel::setMatrix(core::SentenceMatrix matrix)
{
    const bool sameShape =
        matrix.values.rows() == m_matrix.values.rows() && matrix.values.cols() == m_matrix.values.cols();
    replaceContents(sameShape, [&] { m_matrix = std::move(matrix); });
    if (sameShape && rowCount() > 0)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1); // the words
}

int SentenceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_matrix.values.rows());
}

int SentenceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(std::min<Eigen::Index>(m_matrix.values.cols(), kMaxColumns));
}

QVariant SentenceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const double v = m_matrix.values(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return alignRight();
    if (role == Qt::ToolTipRole)
        return tr("PE(%1, %2) = %3")
            .arg(numbers::integer(index.row()))
            .arg(numbers::integer(index.column()))
            .arg(full(v));
    if (role == Qt::DisplayRole)
        return fixed(v, 3);
    return {};
}

QString SentenceModel::widestText(int column) const
{
    Q_UNUSED(column);
    return QStringLiteral("-0.888");
}

QVariant SentenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        return tr("%1  (t = %2)").arg(QString::fromStdString(m_matrix.words[section])).arg(numbers::integer(section));
    }
    return tr("dim %1").arg(numbers::integer(section));
}

} // namespace pe::ui
