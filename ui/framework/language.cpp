#include "ui/framework/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace pe::ui::language {

namespace {
QString& currentCode()
{
    static QString code = QStringLiteral("en");
    return code;
}

/// The translators installed now (ours, then Qt's), removed on the next install().
std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> list;
    return list;
}
} // namespace

QStringList codes()
{
    return {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("zh")};
}

QString nativeName(const QString& code)
{
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (code == QLatin1String("zh"))
        return QStringLiteral("中文");
    return QStringLiteral("English");
}

QString fromLocale(const QLocale& locale)
{
    for (const QString& name : locale.uiLanguages()) {
        const QString code = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (codes().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString choose(const QString& argument, const QString& remembered)
{
    if (codes().contains(argument))
        return argument;
    if (codes().contains(remembered))
        return remembered;
    return fromLocale(QLocale::system());
}

QLocale locale(const QString& code)
{
    if (code == QLatin1String("fr"))
        return QLocale(QLocale::French, QLocale::France);
    if (code == QLatin1String("zh"))
        return QLocale(QLocale::Chinese, QLocale::China);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString catalogue(const QString& code)
{
    // The file names use zh_CN, the usual name of Simplified Chinese catalogues.
    return QStringLiteral(":/i18n/pe-explorer_%1.qm").arg(code == QLatin1String("zh") ? QStringLiteral("zh_CN") : code);
}

bool install(const QString& code)
{
    if (!codes().contains(code))
        return false;
    for (const auto& t : installed())
        QCoreApplication::removeTranslator(t.get());
    installed().clear();
    currentCode() = QStringLiteral("en");
    // Numbers follow the language of the text around them (numbers.h, and the spin boxes and
    // plot axes, which take the default locale when they are made).
    QLocale::setDefault(locale(QStringLiteral("en")));
    if (code == QLatin1String("en"))
        return true;
    // Our catalogue is built into the resources (resources/translations, ui/CMakeLists.txt).
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(catalogue(code)))
        return false;
    QCoreApplication::installTranslator(ours.get());
    installed().push_back(std::move(ours));
    // Qt's own texts (standard buttons, file dialogs) when the distribution installed them.
    auto qt = std::make_unique<QTranslator>();
    const QString qtName = code == QLatin1String("zh") ? QStringLiteral("zh_CN") : code;
    if (qt->load(QStringLiteral("qtbase_%1").arg(qtName), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().push_back(std::move(qt));
    }
    currentCode() = code;
    QLocale::setDefault(locale(code));
    return true;
}

QString current()
{
    return currentCode();
}

} // namespace pe::ui::language
