#include "ui/widgets/mnemonics.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMenuBar>

namespace pe::ui::mnemonics {

QChar of(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // a literal '&'
            continue;
        }
        if (text[i + 1].isLetterOrNumber())
            return text[i + 1].toLower();
    }
    return {};
}

QString plain(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        // "&&" is a literal '&'; "&x" is x with a mnemonic; "& " stays as it is.
        if (text[i] == QLatin1Char('&') && i + 1 < text.size() &&
            (text[i + 1] == QLatin1Char('&') || text[i + 1].isLetterOrNumber()))
            ++i;
        out += text[i];
    }
    return out;
}

QString assign(const QString& text, QString* taken)
{
    // A mnemonic the text has already is kept when its letter is free.
    if (const QChar own = of(text); !own.isNull() && !taken->contains(own)) {
        taken->append(own);
        return text;
    }
    QString escaped = plain(text);
    escaped.replace(QLatin1Char('&'), QStringLiteral("&&"));
    const auto isFree = [taken](QChar c) { return c.isLetterOrNumber() && !taken->contains(c.toLower()); };
    qsizetype chosen = -1;
    // Word starts first ("Show &grid"), then any letter ("S&how grid").
    for (qsizetype i = 0; i < escaped.size() && chosen < 0; ++i)
        if (isFree(escaped[i]) && (i == 0 || !escaped[i - 1].isLetterOrNumber()))
            chosen = i;
    for (qsizetype i = 0; i < escaped.size() && chosen < 0; ++i)
        if (isFree(escaped[i]))
            chosen = i;
    if (chosen < 0)
        return escaped;
    taken->append(escaped[chosen].toLower());
    return escaped.insert(chosen, QLatin1Char('&'));
}

QString taken(const QWidget* root)
{
    QString letters;
    const auto add = [&letters](const QString& text) {
        if (const QChar c = of(text); !c.isNull())
            letters += c;
    };
    if (const auto* bar = qobject_cast<const QMenuBar*>(root))
        for (const QAction* a : bar->actions())
            add(a->text());
    for (const QLabel* label : root->findChildren<QLabel*>())
        if (label->buddy())
            add(label->text());
    for (const QAbstractButton* button : root->findChildren<QAbstractButton*>())
        add(button->text());
    return letters;
}

} // namespace pe::ui::mnemonics
