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

/// `text` with its literal '&' doubled and a mnemonic on a letter or digit not in `taken`
/// (the first letter of a word preferred), which is added to `taken`. Without a free letter,
/// the text has no mnemonic.
QString assign(const QString& text, QString* taken);

/// The mnemonic letters of the labels with a buddy and the buttons under `root`, visible or
/// not (a view's controls while another view is shown), and of the actions of `root` if it is
/// a menu bar.
QString taken(const QWidget* root);

} // namespace pe::ui::mnemonics
