#pragma once
// Keyboard mnemonics (the underlined letter of "&Save"): read them, and give one to a label
// without taking a letter another control of the same window already uses.

#include <QChar>
#include <QString>

class QWidget;

namespace pe::ui::mnemonics {

/// The lower-case mnemonic letter of a text ("&Save" -> 's', "Fish && chips" -> none), or a
/// null QChar.
QChar of(const QString& text);

/// `text` with a mnemonic not in `taken`, which is added to `taken`: its own when free, else
/// a letter or digit of it (the first letter of a word preferred). Without a free letter, the
/// text has no mnemonic. A plain '&' in a text without mnemonic markup is written "&&".
/// (Labels of settings may come with a mnemonic already; text without one gets one.)
QString assign(const QString& text, QString* taken);

/// `text` without mnemonic markup ("&&" becomes '&').
QString plain(const QString& text);

/// The mnemonic letters of the labels with a buddy and the buttons under `root`, visible or
/// not (a view's controls while another view is shown), and of the actions of `root` if it is
/// a menu bar.
QString taken(const QWidget* root);

} // namespace pe::ui::mnemonics
