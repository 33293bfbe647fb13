#include "ui/shell/shortcutsheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pe::ui {

namespace {

/// A menu or action text as it reads in a list: without its mnemonic marker and trailing dots.
QString plain(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

QString keysOf(const QList<QKeySequence>& sequences)
{
    QStringList keys;
    for (const QKeySequence& k : sequences) {
        const QString text = k.toString(QKeySequence::NativeText);
        if (!text.isEmpty() && !keys.contains(text))
            keys << text;
    }
    return keys.join(QStringLiteral(", "));
}

struct Row {
    QString what;
    QString keys;
};

void collect(const QMenu* menu, const QString& path, QSet<const QAction*>* seen, std::vector<Row>* rows)
{
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        const QString name = path + QStringLiteral(" ▸ ") + plain(a->text());
        if (const QMenu* sub = a->menu()) {
            collect(sub, name, seen, rows);
            continue;
        }
        seen->insert(a);
        if (const QString keys = keysOf(a->shortcuts()); !keys.isEmpty())
            rows->push_back({name, keys});
    }
}

} // namespace

QList<QKeySequence> uniqueKeys(const QList<QKeySequence>& own, QKeySequence::StandardKey standard)
{
    QList<QKeySequence> keys;
    for (const QKeySequence& k : own + QKeySequence::keyBindings(standard))
        if (!k.isEmpty() && !keys.contains(k))
            keys << k;
    return keys;
}

ShortcutSheet::ShortcutSheet(QMainWindow* window)
    : QDialog(window)
    , m_window(window)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard shortcuts"));
    setModal(false);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(560, 600);
}

void ShortcutSheet::refresh()
{
    std::vector<Row> rows;
    QSet<const QAction*> seen;
    for (const QAction* a : m_window->menuBar()->actions())
        if (const QMenu* menu = a->menu())
            collect(menu, plain(menu->title()), &seen, &rows);
    // Actions of the window itself that no menu shows.
    for (const QAction* a : m_window->actions())
        if (!seen.contains(a))
            if (const QString keys = keysOf(a->shortcuts()); !keys.isEmpty())
                rows.push_back({plain(a->text()), keys});
    const auto key = [](Qt::Key k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    rows.push_back({tr("Lesson: reveal the figure, or the next step"),
                    key(Qt::Key_PageDown) + QStringLiteral(", ") + key(Qt::Key_Right)});
    rows.push_back({tr("Lesson: the previous step"), key(Qt::Key_PageUp) + QStringLiteral(", ") + key(Qt::Key_Left)});
    rows.push_back({tr("Leave presentation mode or full screen"), key(Qt::Key_Escape)});
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows[static_cast<std::size_t>(i)].what));
        m_table->setItem(i, 1, new QTableWidgetItem(rows[static_cast<std::size_t>(i)].keys));
    }
    m_table->resizeRowsToContents();
}

void ShortcutSheet::showEvent(QShowEvent* event)
{
    refresh();
    QDialog::showEvent(event);
}

} // namespace pe::ui
