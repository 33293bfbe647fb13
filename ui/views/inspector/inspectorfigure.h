#pragma once

#include "core/analysis/inspector.h"

#include <QAbstractTableModel>

#include <vector>

namespace pe::ui {

/// A table whose contents are replaced wholesale on every update.
class ReplacedTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    /// A text at least as wide as anything the column shows for the current shape: the view
    /// sizes the column to it (and to its header) instead of measuring every cell. Empty when
    /// the header alone sets the width.
    virtual QString widestText(int column) const
    {
        Q_UNUSED(column);
        return {};
    }

protected:
    /// Runs `assign` (which swaps in the new contents). A reset makes every attached view rebuild
    /// its sections and relayout, so it happens only when the shape changes; new numbers in the
    /// same cells only need a repaint.
    template <class Assign>
    void replaceContents(bool sameShape, Assign assign, int firstColumn = 0, int lastColumn = -1)
    {
        if (!sameShape) {
            beginResetModel();
            assign();
            endResetModel();
            return;
        }
        assign();
        if (lastColumn < 0)
            lastColumn = columnCount() - 1;
        // Only the columns that changed: the views repaint only their cells.
        if (rowCount() > 0 && lastColumn >= firstColumn)
            emit dataChanged(index(0, firstColumn), index(rowCount() - 1, lastColumn),
                             {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
    }
};

/// A ReplacedTableModel showing one element of a vector per row, in a fixed number of columns.
template <class Row> class RowListModel : public ReplacedTableModel {
public:
    RowListModel(int columns, QObject* parent)
        : ReplacedTableModel(parent)
        , m_columns(columns)
    {
    }

    const std::vector<Row>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : m_columns; }

protected:
    std::vector<Row> m_rows;

private:
    int m_columns;
};

/// Article 003's worked example, one row per dimension: dim, i, 2i/d, n^(2i/d), pos/divisor,
/// sin|cos, value. Numbers are shown to 4 decimals as in 003; the tooltip has every digit.
class InspectorRowsModel : public RowListModel<core::InspectorRow> {
    Q_OBJECT
public:
    enum Column { Dim, Pair, Exponent, Divisor, Argument, Function, Value, ColumnCount };
    explicit InspectorRowsModel(QObject* parent = nullptr)
        : RowListModel(ColumnCount, parent)
    {
    }

    void setRows(std::vector<core::InspectorRow> rows, long position, double base);

    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QString widestText(int column) const override;
    /// The headers in one line ("divisor n^(2k/d)"), not two: a row's height less, where the
    /// table has the width (one table at a time on a short, wide screen).
    void setOneLineHeaders(bool on);
    bool oneLineHeaders() const { return m_oneLine; }
    /// The header of `section` in one line (`oneLine`) or in two, whatever the model shows now.
    QString header(int section, bool oneLine) const;

private:
    long m_position = 0;
    double m_base = 10000;
    bool m_oneLine = false;
};

/// Article 003's divisor table, one row per pair: i, dimensions, 2i/d, divisor, wavelength.
class DivisorModel : public RowListModel<core::DivisorRow> {
    Q_OBJECT
public:
    enum Column { Pair, Dims, Exponent, Divisor, Wavelength, ColumnCount };
    explicit DivisorModel(QObject* parent = nullptr)
        : RowListModel(ColumnCount, parent)
    {
    }

    void setRows(std::vector<core::DivisorRow> rows);

    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QString widestText(int column) const override;
};

/// Article 002's sentence matrix: one row per word (labelled with it), one column per dimension,
/// 3 decimals as in 002.
class SentenceModel : public ReplacedTableModel {
    Q_OBJECT
public:
    using ReplacedTableModel::ReplacedTableModel;

    /// Columns the table shows at most; a 4 x 8192 table would cost seconds of header layout
    /// for nothing anyone reads. The CSV holds every column.
    static constexpr int kMaxColumns = 128;

    void setMatrix(core::SentenceMatrix matrix);
    const core::SentenceMatrix& matrix() const { return m_matrix; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QString widestText(int column) const override;

private:
    core::SentenceMatrix m_matrix;
};

} // namespace pe::ui
